import { randomBytes, randomUUID } from "node:crypto";
import { mkdir, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { expect, test, type Page } from "../support/e2e/fixtures";
import { expectAccessible } from "../support/e2e/axe";
import { keepCallbackAddress } from "../support/e2e/buyer-steps";
import { startOwnServer, type OwnServer } from "../support/e2e/own-server";

/**
 * What a buyer reads through a whole sandbox purchase: the words name what was bought, the
 * confirmation e-mail (parsed from the .eml outbox) holds every fact, and a callback that cannot be
 * confirmed says so within 10 s. Runs its own server on a temporary DATA_DIR to read the outbox,
 * with the contact settings a shop sets.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const SUPPORT = { email: "care@luxid.test", phone: "+91 80 4718 2200", whatsapp: "+91 98450 12345" };
const ADDRESS = "12 MG Road, Bengaluru 560001";
const FORBIDDEN = "Vue Glass pre-order";

let own: OwnServer;
let baseUrl: string;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer("words", {
    SUPPORT_EMAIL: SUPPORT.email,
    SUPPORT_PHONE: SUPPORT.phone,
    WHATSAPP_NUMBER: SUPPORT.whatsapp,
  });
  ({ baseUrl, dataDir } = own);
});
test.afterAll(async () => {
  await own.stop();
});

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const pageText = (page: Page) => page.locator("body").innerText();

async function fillForm(page: Page, query: string) {
  const email = `buyer-${randomBytes(4).toString("hex")}@example.com`;
  await page.goto(`${baseUrl}/preorder?items=${query}`);
  await field(page, "Full Name").fill("Asha Rao");
  await field(page, "Email").fill(email);
  await field(page, "Phone").fill("+91 98765 43210");
  await field(page, "Shipping Address").fill(ADDRESS);
  return email;
}

/** The one confirmation e-mail to this address, parsed from the outbox. */
async function confirmationFor(email: string): Promise<ParsedMail> {
  const dir = path.join(dataDir, "outbox");
  let found: string | undefined;
  await expect
    .poll(async () => {
      for (const f of (await readdir(dir).catch(() => [])).filter((n) => n.endsWith(".eml"))) {
        const raw = await readFile(path.join(dir, f), "utf8");
        if (raw.includes(email) && /Subject: .*pre-order is confirmed/.test(raw)) found = raw;
      }
      return found !== undefined;
    })
    .toBe(true);
  return simpleParser(found!);
}

test("accessories only: the page, the payment and the e-mail name what was bought, never a Vue Glass pre-order", async ({
  page,
}) => {
  const email = await fillForm(page, "vuering,vue-visor");
  await page.getByRole("combobox", { name: "Ring size" }).selectOption("9");
  const texts: string[] = [await pageText(page)];
  // VueRING ₹4,999 + Vue Visor ₹2,399 = ₹7,398; 5% bundle discount ₹370; total ₹7,028; 20% = ₹1,406.
  await page.getByRole("button", { name: "Proceed to Payment • ₹1,406 (20%)" }).click();
  const ask = page.getByRole("dialog", { name: "Add Vue Glass?" });
  await expect(ask).toBeVisible();
  texts.push(await ask.innerText());
  await ask.getByRole("button", { name: "Continue Anyway" }).click();

  const checkout = page.getByRole("dialog", { name: "Sandbox checkout" });
  await expect(checkout).toBeVisible({ timeout: 15_000 });
  await expect(checkout.getByText("VueRING and Vue Visor pre-order booking (20%)")).toBeVisible();
  texts.push(await checkout.innerText());
  await checkout.getByRole("button", { name: "Pay ₹1,406" }).click();

  await expect(page.getByRole("heading", { name: "Payment successful!" })).toBeVisible({ timeout: 15_000 });
  const main = page.getByRole("main");
  await expect(main.getByText("Your VueRING and Vue Visor pre-order is confirmed.")).toBeVisible();
  const reference = (await main.getByText(/^LX-[A-Z0-9]{6}$/).innerText()).trim();
  for (const line of ["VueRING × 1", "Vue Visor × 1", "₹7,398", "−₹370", "₹7,028", "₹1,406", "₹5,622"]) {
    await expect(main.getByText(line, { exact: true })).toBeVisible();
  }
  await expect(main.getByRole("button", { name: "Print this page" })).toBeVisible();
  await expect(main.getByText(/accessory credit/)).toHaveCount(0);
  await expect(main.getByText(/delivery queue/)).toHaveCount(0);
  texts.push(await pageText(page));
  await expectAccessible(page);

  for (const text of texts) expect(text).not.toContain(FORBIDDEN);

  const mail = await confirmationFor(email);
  const html = String(mail.html);
  expect(mail.subject).toBe(`[TEST] Your VueRING and Vue Visor pre-order is confirmed (${reference})`);
  for (const part of [mail.subject!, mail.text!, html]) expect(part).not.toContain(FORBIDDEN);
  for (const part of [
    reference,
    "VueRING (size 9) × 1: ₹4,999",
    "Vue Visor × 1: ₹2,399",
    "Subtotal: ₹7,398",
    "Bundle discount: −₹370",
    "Booking paid today: ₹1,406",
    "Remaining, due before dispatch: ₹5,622",
    ADDRESS,
    "TEST ORDER",
    SUPPORT.email,
    SUPPORT.phone,
    SUPPORT.whatsapp,
  ]) {
    expect(mail.text, part).toContain(part);
  }
  expect(mail.text).not.toMatch(/accessory credit|delivery queue|prescription/);
  for (const part of [reference, "₹1,406", "₹5,622", "TEST ORDER", "12 MG Road"])
    expect(html).toContain(part);
});

test("with the glasses, the e-mail holds the credit amount and the queue place, and renders at 320 and 600 px", async ({
  page,
}) => {
  const email = await fillForm(page, "glasses");
  await page.getByRole("button", { name: "Proceed to Payment • ₹5,600 (20%)" }).click();
  const checkout = page.getByRole("dialog", { name: "Sandbox checkout" });
  await expect(checkout).toBeVisible({ timeout: 15_000 });
  await expect(checkout.getByText("Vue Glass pre-order booking (20%)")).toBeVisible();
  await checkout.getByRole("button", { name: "Pay ₹5,600" }).click();
  await expect(page.getByRole("heading", { name: "Payment successful!" })).toBeVisible({ timeout: 15_000 });
  const main = page.getByRole("main");
  await expect(main.getByText("₹1,680 accessory credit", { exact: false })).toBeVisible();
  const queue = (await main.getByText(/^#\d+$/).innerText()).trim();

  const mail = await confirmationFor(email);
  for (const part of [
    "Vue Glass × 1: ₹27,999",
    "Subtotal: ₹27,999",
    "Booking paid today: ₹5,600",
    "Remaining, due before dispatch: ₹22,399",
    "₹1,680 accessory credit",
    `Your place in the delivery queue: ${queue}`,
    ADDRESS,
    "What happens next",
  ]) {
    expect(mail.text, part).toContain(part);
  }
  expect(mail.text).not.toContain("30%");
  const orderUrl = /Your order page: (\S+)/.exec(mail.text!)![1]!;
  expect(new URL(orderUrl).pathname).toMatch(/^\/orders\/LX-[A-Z0-9]{6}$/);
  expect(new URL(orderUrl).searchParams.get("t")).toBeTruthy();

  // The HTML part as a mail client shows it: no sideways scrolling at 320 or 600 px, light or dark.
  // UPDATE_SCREENSHOTS=1 keeps the pictures in docs/screenshots/.
  const html = String(mail.html);
  // A fresh page: the shop page's CSP must not apply to the e-mail.
  const mailPage = await page.context().newPage();
  // The logo comes from PUBLIC_SITE_URL (unset here: localhost:3000): serve it from public/.
  await mailPage.route("http://localhost:3000/email/**", (route) =>
    route.fulfill({ path: path.join("public", new URL(route.request().url()).pathname) }),
  );
  const shots = process.env.UPDATE_SCREENSHOTS ? "docs/screenshots" : test.info().outputPath();
  await mkdir(shots, { recursive: true });
  for (const width of [320, 600]) {
    for (const colorScheme of ["light", "dark"] as const) {
      await mailPage.setViewportSize({ width, height: 900 });
      await mailPage.emulateMedia({ colorScheme });
      await mailPage.setContent(html, { waitUntil: "load" });
      const overflow = await mailPage.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${width} px ${colorScheme}`).toBeLessThanOrEqual(0);
      await expect(mailPage.getByText("Booking paid today")).toBeVisible();
      // The logo loaded: its 72 px picture, drawn at 36 px (sharp on high-density screens).
      const logo = mailPage.getByRole("img", { name: "Luxid logo" });
      expect(await logo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.width])).toEqual([72, 36]);
      await mailPage.screenshot({
        path: path.join(shots, `email-${width}-${colorScheme}.png`),
        fullPage: true,
      });
    }
  }
});

test("a tampered callback says what happened and what to do within 10 s", async ({ page }) => {
  await fillForm(page, "glasses");
  await page.getByRole("button", { name: "Proceed to Payment • ₹5,600 (20%)" }).click();
  const checkout = page.getByRole("dialog", { name: "Sandbox checkout" });
  await expect(checkout).toBeVisible({ timeout: 15_000 });
  // Keep the real callback address, but do not let it confirm the payment first.
  const url = new URL(await keepCallbackAddress(page, "Pay ₹5,600"));
  const signature = url.searchParams.get("razorpay_signature")!;
  url.searchParams.set(
    "razorpay_signature",
    `${signature.slice(0, -1)}${signature.endsWith("a") ? "b" : "a"}`,
  );
  const started = Date.now();
  await page.goto(url.toString());
  await expect(page.getByRole("heading", { name: "We couldn't verify your payment" })).toBeVisible({
    timeout: 10_000 - (Date.now() - started),
  });
  expect(Date.now() - started).toBeLessThan(10_000);
  const main = page.getByRole("main");
  await expect(main.getByText(/^LX-[A-Z0-9]{6}$/)).toBeVisible();
  // The page knows this pre-order: retrying pays it again, in the page (one pre-order per purchase).
  await expect(main.getByRole("button", { name: "Retry payment" })).toBeEnabled();
  await expect(main.getByRole("link", { name: "Contact support" })).toHaveAttribute("href", "/contact");
  await expect(main.getByRole("link", { name: SUPPORT.email })).toBeVisible();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await expectAccessible(page);

  // An id we never issued: no spinner past 10 s either, and the same ways out.
  const unknown = new URL(url);
  unknown.searchParams.set("preorderId", randomUUID());
  const again = Date.now();
  await page.goto(unknown.toString());
  await expect(page.getByRole("heading", { name: "We couldn't find this payment" })).toBeVisible({
    timeout: 10_000 - (Date.now() - again),
  });
  expect(Date.now() - again).toBeLessThan(10_000);
  await expect(page.getByRole("link", { name: "Retry payment" })).toBeVisible();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
});
