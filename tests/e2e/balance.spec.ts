import { randomBytes, randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expectAccessible } from "../support/e2e/axe";
import { openWave as openWaveOf, signInOperator } from "../support/e2e/console-steps";
import { expect, test, type Page } from "../support/e2e/fixtures";
import { ownShopForSpec } from "../support/e2e/own-server";
import { bookAndPayByApi } from "../support/e2e/api-orders";

/**
 * The balance before dispatch in a real browser, on the sandbox gateway: an operator opens a wave
 * of one in the console; the buyer adds a VueRING with its ring size, sees the total follow the
 * basket, and pays in the TEST MODE dialog; a second buyer without JavaScript reaches the same
 * payment through the form and the sandbox's payment page.
 */
const OPERATOR = "ops@luxid.example";
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 900 } });

const own = ownShopForSpec("balance", { operator: OPERATOR });

/** A glasses pre-order booked and paid through the public API: its order page's address. */
async function paidOrder(request: APIRequestContext): Promise<string> {
  const { path } = await bookAndPayByApi(request, own.baseUrl, {
    name: "Asha Rao",
    email: `buyer-${randomBytes(4).toString("hex")}@example.com`,
    phone: "+91 98765 43210",
    address: "12 MG Road, Bengaluru 560001",
    items: [{ id: "glasses", quantity: 1 }],
    idempotencyKey: randomUUID(),
    fillMs: 10_000,
  });
  return `${own.baseUrl}${path}`;
}

const signIn = (page: Page) => signInOperator(page, own, OPERATOR);
const openWave = (page: Page, size: number) => openWaveOf(page, own.baseUrl, size);

test("a wave of one: the buyer adds a VueRING with the credit and pays the balance in the checkout", async ({
  page,
  request,
}) => {
  const first = await paidOrder(request);
  const second = await paidOrder(request);
  await signIn(page);
  await openWave(page, 1);
  await expect(page.getByTestId("wave-row")).toHaveCount(1);
  await expectAccessible(page);

  await page.goto(first);
  const section = page.getByRole("region", { name: "Pay the balance before dispatch" });
  await expect(section).toBeVisible();
  await expect(section.getByTestId("balance-to-pay")).toHaveText("₹22,399");
  await expect(section).toContainText("EMI on eligible credit and debit cards");
  await expectAccessible(page);
  await section.getByLabel("VueRING, ₹4,999 each").fill("1");
  // The same pricing as the server's: remaining + the ring − the ₹1,680 credit; the ring is in the
  // total before its size is chosen, and Pay waits for the size, saying why beside it.
  await expect(section.getByTestId("balance-to-pay")).toHaveText("₹25,718");
  const pay = section.getByRole("button", { name: "Pay ₹25,718" });
  await expect(pay).toBeDisabled();
  const ringSize = section.getByLabel(/Ring size/);
  await expect(ringSize).toHaveAttribute("aria-invalid", "true");
  await expect(ringSize).toHaveAccessibleDescription("Choose a ring size from 6 to 12 for your VueRING");
  await expectAccessible(page);
  await ringSize.selectOption("8");
  await expect(section.getByText("Choose a ring size from 6 to 12")).toHaveCount(0);
  await expect(pay).toBeEnabled();
  await expect(section.getByTestId("balance-to-pay")).toHaveText("₹25,718");
  await expect(section).toContainText("Accessory credit applied");
  await section.getByRole("button", { name: "Pay ₹25,718" }).click();
  const dialog = page.getByRole("dialog", { name: "Sandbox checkout" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("₹25,718");
  await dialog.getByRole("button", { name: "Pay ₹25,718" }).click();

  const receipt = page.getByRole("region", { name: "Balance paid" });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByRole("status")).toContainText("your balance is paid");
  await expect(receipt.getByTestId("balance-paid-amount")).toHaveText("₹25,718");
  await expect(receipt).toContainText("VueRING × 1, ring size 8");
  await expect(page.getByTestId("order-status")).toHaveText("Balance paid");

  // The second buyer was not in the wave: nothing to pay yet.
  await page.goto(second);
  await expect(page.getByRole("region", { name: "Pay the balance before dispatch" })).toHaveCount(0);
});

test("without JavaScript the balance form leads to the sandbox's payment page and back", async ({
  page,
  browser,
  request,
}) => {
  const orderUrl = await paidOrder(request);
  await signIn(page);
  // The first test's second buyer is ahead in the queue: this wave takes both.
  await openWave(page, 2);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const buyer = await context.newPage();
  await buyer.goto(orderUrl);
  const section = buyer.getByRole("region", { name: "Pay the balance before dispatch" });
  await section.getByLabel("VueRING, ₹4,999 each").fill("1");
  await section.getByLabel(/Ring size/).selectOption("9");
  await section.getByRole("button", { name: "Update total" }).click();
  await expect(section.getByTestId("balance-to-pay")).toHaveText("₹25,718");
  await section.getByRole("button", { name: "Pay the balance" }).click();
  await buyer.getByRole("button", { name: "Continue to secure payment of ₹25,718" }).click();
  await expect(buyer.getByRole("heading", { name: "Sandbox checkout" })).toBeVisible();
  await buyer.getByRole("button", { name: "Pay ₹25,718" }).click();
  const receipt = buyer.getByRole("region", { name: "Balance paid" });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText("VueRING × 1, ring size 9");
  await context.close();
});
