import { randomBytes, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { pdfText } from "../support/pdf-text";
import { preorderGlassesAndPay } from "../support/e2e/buyer-steps";
import { openConsoleOrder, openWave, signInOperator } from "../support/e2e/console-steps";
import { expect, test, type Page } from "../support/e2e/fixtures";
import { ownShopForSpec } from "../support/e2e/own-server";
import { bookAndPayByApi } from "../support/e2e/api-orders";

/**
 * GST documents in a real browser, on the sandbox gateway: a Karnataka buyer books through the
 * pre-order form and downloads the receipt voucher from the order page; a Maharashtra buyer books
 * too; both pay their balance and are shipped from the console; the first downloads the tax invoice,
 * and the console's GST export for the month lists both places of supply.
 */
const OPERATOR = "ops@luxid.example";
const GSTIN = "29AAACL1234K1ZK";
test.describe.configure({ mode: "serial", timeout: 180_000 });
test.use({ viewport: { width: 1280, height: 900 } });

const own = ownShopForSpec("documents", {
  operator: OPERATOR,
  env: {
    SELLER_LEGAL_NAME: "Luxid Technologies Private Limited",
    SELLER_GSTIN: GSTIN,
    SELLER_ADDRESS: "12 Residency Road, Bengaluru, Karnataka 560025",
    GRIEVANCE_OFFICER: "Asha Menon",
    GRIEVANCE_EMAIL: "grievance@luxid.example",
  },
});

/** A glasses pre-order booked and paid through the public API, shipping to `address`: its order page. */
async function paidOrder(request: APIRequestContext, address: string): Promise<string> {
  const { path } = await bookAndPayByApi(request, own.baseUrl, {
    name: "Rohan Patil",
    email: `buyer-${randomBytes(4).toString("hex")}@example.com`,
    phone: "+91 98200 12345",
    address,
    items: [{ id: "glasses", quantity: 1 }],
    idempotencyKey: randomUUID(),
    fillMs: 10_000,
  });
  return `${own.baseUrl}${path}`;
}

/** Downloads the PDF the order page lists for `title` and answers its text. */
async function downloadFromOrderPage(page: Page, title: RegExp): Promise<string> {
  const documents = page.getByRole("region", { name: "Receipts and invoices" });
  const item = documents.getByRole("listitem").filter({ hasText: title });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    item.getByRole("link", { name: /Download PDF/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^T(RV|INV)\d{4}-\d{6}\.pdf$/);
  return pdfText(await readFile(await download.path()));
}

/** The buyer pays the balance on the order page, in the sandbox's TEST MODE dialog. */
async function payBalance(page: Page, orderUrl: string) {
  await page.goto(orderUrl);
  const due = page.getByRole("region", { name: "Pay the balance before dispatch" });
  await due.getByRole("button", { name: /^Pay ₹/ }).click();
  const dialog = page.getByRole("dialog", { name: "Sandbox checkout" });
  await dialog.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Balance paid");
}

/** The operator marks an order shipped from its console page (without a prescription, with a reason). */
async function ship(page: Page, reference: string) {
  await openConsoleOrder(page, own.baseUrl, reference);
  const form = page.getByRole("form", { name: "Mark shipped" });
  await form.getByLabel("Carrier").fill("Blue Dart");
  await form.getByLabel("Tracking number").fill(`BD${randomBytes(4).toString("hex")}`);
  await form.getByRole("button", { name: "Mark shipped" }).click();
  const reason = page.getByLabel("Reason to ship without the buyer's prescription");
  if (await reason.isVisible()) {
    await reason.fill("Buyer asked for plain lenses by phone");
    await page
      .getByRole("form", { name: "Mark shipped" })
      .getByRole("button", { name: "Mark shipped" })
      .click();
  }
  await expect(page.getByRole("form", { name: "Mark shipped" })).toHaveCount(0);
}

test("receipt voucher after booking, tax invoice after dispatch; the GST export lists both places of supply", async ({
  page,
  request,
}) => {
  const karnataka = await preorderGlassesAndPay(page, own.baseUrl);
  await page.goto(karnataka.orderUrl);
  const voucher = await downloadFromOrderPage(page, /^Receipt voucher/);
  expect(voucher).toMatch(/Number: TRV\d{4}-\d{6}/);
  expect(voucher).toContain(`GSTIN: ${GSTIN}`);
  expect(voucher).toContain("Total: INR 5,600.00");

  const maharashtraUrl = await paidOrder(request, "Flat 4, Marine Drive, Mumbai 400020");
  await signInOperator(page, own, OPERATOR);
  await openWave(page, own.baseUrl, 2);
  await payBalance(page, karnataka.orderUrl);
  await payBalance(page, maharashtraUrl);
  const maharashtra = /\/orders\/(LX-[A-Z0-9]{6})/.exec(maharashtraUrl)![1]!;
  await ship(page, karnataka.reference);
  await ship(page, maharashtra);

  await page.goto(karnataka.orderUrl);
  const invoice = await downloadFromOrderPage(page, /^Tax invoice/);
  expect(invoice).toMatch(/Number: TINV\d{4}-\d{6}/);
  expect(invoice).toContain("Place of supply: Karnataka (29)");
  expect(invoice).toContain("8528");
  expect(invoice).toContain("Total: INR 27,999.00");

  await page.goto(`${own.baseUrl}/admin/documents`);
  await expect(page.getByTestId("document-row")).toHaveCount(6);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /GST export for/ }).click(),
  ]);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv).toMatch(/\r\n29,Karnataka,18,INR,23727\.97,0\.00,2135\.51,2135\.52,27999\.00\r\n/);
  expect(csv).toMatch(/\r\n27,Maharashtra,18,INR,23727\.97,4271\.03,0\.00,0\.00,27999\.00\r\n/);
});
