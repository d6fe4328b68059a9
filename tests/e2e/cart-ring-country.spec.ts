import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "../support/e2e/fixtures";
import { expectAccessible } from "../support/e2e/axe";
import { ownShopForSpec } from "../support/e2e/own-server";

/**
 * The cart's ring size and the address's country, through a sandbox purchase: VueRING's size is
 * asked in the cart, reaches the confirmation e-mail and the console, and changes on the order page;
 * the country chosen in the address changes the postal-code hint and the EMI and duties words.
 * Its own server on a temporary DATA_DIR, to read the .eml outbox (the operator's sign-in link too).
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const OPERATOR = "ops@luxid.example";
const own = ownShopForSpec("ring", { operator: OPERATOR });

/** The decoded text of every .eml in the outbox addressed to `to`. */
async function mailsTo(to: string): Promise<string[]> {
  const dir = path.join(own.dataDir, "outbox");
  const mails: string[] = [];
  for (const f of (await readdir(dir).catch(() => [])).filter((n) => n.endsWith(".eml"))) {
    const text = (await readFile(path.join(dir, f), "utf8"))
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (text.includes(`To: ${to}`)) mails.push(Buffer.from(text, "latin1").toString("utf8"));
  }
  return mails;
}

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const country = (page: Page) => page.getByRole("combobox", { name: "Country" });
const addressHint = (page: Page) => page.getByTestId("preorder-address-hint");
const balanceWords = (page: Page) => page.getByTestId("balance-words");

test("the country chosen in the address changes the postal hint and the EMI and duties words", async ({
  page,
}) => {
  await page.goto(`${own.baseUrl}/preorder?items=glasses`);
  // Prefilled from the visitor's region (India here: a local address has no country).
  await expect(country(page)).toHaveValue("IN");
  await expect(addressHint(page)).toHaveText("Include the PIN code");
  await expect(balanceWords(page)).toContainText("EMI");
  await expect(balanceWords(page)).not.toContainText("duties");
  await expect(page.getByText("Online, EMI available")).toBeVisible();

  await country(page).selectOption("DE");
  await expect(addressHint(page)).toHaveText("Include the postal code");
  await expect(balanceWords(page)).not.toContainText("EMI");
  await expect(balanceWords(page)).toContainText(
    "Shipping to Germany is included. Any import VAT and duties",
  );
  await expect(page.getByText("Online, by card")).toBeVisible();

  await country(page).selectOption("US");
  await expect(addressHint(page)).toHaveText("Include the ZIP code");
  await expect(balanceWords(page)).toContainText("import duties and taxes");
  await expect(field(page, "Shipping Address")).toHaveAccessibleDescription("Include the ZIP code");
  await expectAccessible(page);
});

test("VueRING's ring size is asked in the cart, and reaches the e-mail, the console and the order page", async ({
  page,
}) => {
  const email = `ring-${randomBytes(4).toString("hex")}@example.com`;
  await page.goto(`${own.baseUrl}/preorder?items=glasses,vuering`);
  await field(page, "Full Name").fill("Asha Rao");
  await field(page, "Email").fill(email);
  await field(page, "Phone").fill("+91 98765 43210");
  await field(page, "Shipping Address").fill("12 MG Road, Bengaluru 560001");
  // The notice by the form, with the policy one click away.
  await expect(page.getByTestId("details-notice")).toContainText("saved as you go, to help you finish");
  await expect(
    page.getByTestId("details-notice").getByRole("link", { name: "privacy policy" }),
  ).toHaveAttribute("href", "/privacy-policy");
  const guide = page.getByRole("link", { name: /sizing guide/ });
  await expect(guide).toHaveAttribute("href", "/store/vuering/manual#ring-size");

  // Without a size the form stops at the size, says why and takes the focus there.
  const submit = page.getByRole("button", { name: /^Proceed to Payment/ });
  await submit.click();
  const size = page.getByRole("combobox", { name: "Ring size" });
  await expect(size).toBeFocused();
  await expect(size).toHaveAccessibleDescription("Choose a ring size from 6 to 12 for your VueRING");
  await size.selectOption("9");
  await expect(size).not.toHaveAttribute("aria-invalid");
  await expectAccessible(page);

  await submit.click();
  const checkout = page.getByRole("dialog", { name: "Sandbox checkout" });
  await expect(checkout).toBeVisible({ timeout: 15_000 });
  await checkout.getByRole("button", { name: /^Pay / }).click();
  const orderLink = page.getByTestId("order-page-link");
  // The callback confirms with the server first: allow a busy machine its time.
  await expect(orderLink).toBeVisible({ timeout: 45_000 });
  const orderUrl = new URL((await orderLink.getAttribute("href"))!, own.baseUrl).toString();
  const reference = /\/orders\/(LX-[A-Z0-9]{6})/.exec(orderUrl)![1]!;

  let confirmation = "";
  await expect
    .poll(async () => (confirmation = (await mailsTo(email)).find((m) => m.includes("is confirmed")) ?? ""))
    .not.toBe("");
  expect(confirmation).toContain("VueRING (size 9) × 1");
  expect(confirmation).toMatch(/Bengaluru 560001\s+India/);

  // The buyer changes the size on the order page, before dispatch.
  await page.goto(orderUrl);
  const ring = page.getByRole("region", { name: "VueRING ring size" });
  await expect(ring.getByTestId("ring-size-current")).toHaveText("Size 9.");
  await ring.getByRole("combobox", { name: /Ring size/ }).selectOption("10");
  await ring.getByRole("button", { name: "Save the ring size" }).click();
  await expect(ring.getByTestId("ring-size-current")).toHaveText("Size 10.");
  await expectAccessible(page);

  // The operator sees the size with the product, and where it ships.
  await page.goto(`${own.baseUrl}/admin`);
  await page.getByLabel("Work e-mail").fill(OPERATOR);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  let link = "";
  await expect
    .poll(async () => {
      const mail = (await mailsTo(OPERATOR)).find((m) => m.includes("/admin/verify?token="));
      link = mail ? /(http:\/\/\S+\/admin\/verify\?token=[\w-]+)/.exec(mail)![1]! : "";
      return link;
    })
    .not.toBe("");
  await page.goto(link);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`${own.baseUrl}/admin/preorders?q=${reference}`);
  await page.getByRole("link", { name: reference }).first().click();
  await expect(page.getByText("VueRING, ring size 10")).toBeVisible();
  await expect(page.getByTestId("ship-country")).toHaveText("India (IN)");
});
