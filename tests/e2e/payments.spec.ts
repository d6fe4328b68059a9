import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { expect, test, type Page } from "../support/e2e/fixtures";
import { expectAccessible } from "../support/e2e/axe";
import { startOwnServer, type OwnServer } from "../support/e2e/own-server";

/**
 * The whole purchase with no configuration: the sandbox gateway and its TEST MODE dialog, and
 * e-mails as .eml files. This spec runs its own server on a temporary DATA_DIR so it can read the
 * outbox, and the database once the server has stopped.
 */
// Each test fills the form (the page waits 3 s before a submit) and may run axe: slow on a busy machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ viewport: { width: 1440, height: 900 } });

let own: OwnServer;
let baseUrl: string;
let dataDir: string;
/** Pre-order ids and the status each must end in, checked in the database at the end. */
const expectedStatus = new Map<string, string>();

test.beforeAll(async () => {
  test.setTimeout(120_000); // a fresh on-disk PGlite is created and migrated first
  own = await startOwnServer("pay");
  ({ baseUrl, dataDir } = own);
});
test.afterAll(async () => {
  await own.stop();
});

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** Selects Vue Glass, fills the form, proceeds: the TEST MODE dialog opens. Answers the e-mail used. */
async function checkout(page: Page) {
  const email = `buyer-${randomBytes(4).toString("hex")}@example.com`;
  await page.goto(`${baseUrl}/preorder?items=glasses`);
  await field(page, "Full Name").fill("Asha Rao");
  await field(page, "Email").fill(email);
  await field(page, "Phone").fill("+91 98765 43210");
  await field(page, "Shipping Address").fill("12 MG Road, Bengaluru 560001");
  await page.getByRole("button", { name: "Proceed to Payment • ₹5,600 (20%)" }).click();
  const dialog = page.getByRole("dialog", { name: "Sandbox checkout" });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText("TEST MODE")).toBeVisible();
  return { email, dialog };
}

async function emlFilesFor(email: string) {
  const dir = path.join(dataDir, "outbox");
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith(".eml"));
  const mine: string[] = [];
  for (const f of files) if ((await readFile(path.join(dir, f), "utf8")).includes(email)) mine.push(f);
  return mine;
}

test("pay in the sandbox: success page with booking, queue place; paid in the database; exactly one e-mail", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { email, dialog } = await checkout(page);
  await expect(dialog.getByRole("button", { name: "Pay ₹5,600" })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Pay ₹5,600" }).click();

  await expect(page).toHaveURL(
    /\/payment-callback\?razorpay_payment_id=pay_\w+&razorpay_order_id=order_\w+&razorpay_signature=[0-9a-f]{64}&preorderId=/,
  );
  await expect(page.getByRole("heading", { name: "Payment successful!" })).toBeVisible({ timeout: 15_000 });
  const main = page.getByRole("main");
  await expect(main.getByText("Booking paid")).toBeVisible();
  await expect(main.getByText("₹5,600")).toBeVisible();
  await expect(main.getByText("₹22,399")).toBeVisible();
  await expect(main.getByText("₹1,680")).toBeVisible();
  await expect(main.getByText("Your place in the delivery queue")).toBeVisible();
  await expect(page.getByText("Order confirmation sent")).toBeVisible();
  await expectAccessible(page);

  expectedStatus.set(new URL(page.url()).searchParams.get("preorderId")!, "paid");

  // The sandbox's webhooks raced the callback: still exactly one e-mail, to the address given.
  await expect.poll(() => emlFilesFor(email)).toHaveLength(1);

  // A reload verifies again and still shows success, without a second e-mail.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Payment successful!" })).toBeVisible({ timeout: 15_000 });
  expect(await emlFilesFor(email)).toHaveLength(1);
  const eml = await readFile(path.join(dataDir, "outbox", (await emlFilesFor(email))[0]!), "utf8");
  expect(eml).toContain(`To: ${email}`);
  // Sandbox mode (no Razorpay keys): every subject says it is a test.
  expect(eml).toContain("Subject: [TEST] Your Vue Glass pre-order is confirmed");
});

test("dismissing the sandbox dialog with Escape gives 'Payment Cancelled' and keeps the form", async ({
  page,
}) => {
  const { dialog } = await checkout(page);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(dialog.locator(":focus")).toHaveCount(1); // focus stays inside the dialog
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // The keyboard is back on the button that opened the payment window, not on the page's body.
  await expect(page.getByRole("button", { name: "Proceed to Payment • ₹5,600 (20%)" })).toBeFocused();
  await expect(page.getByText("Payment Cancelled")).toBeVisible();
  await expect(page.getByText("You can try again when ready.")).toBeVisible();
  await expect(field(page, "Full Name")).toHaveValue("Asha Rao");
  await expect(page).toHaveURL(/\/preorder/);
});

test("a sandbox failure gives 'Payment Not Completed' and nothing is paid", async ({ page }) => {
  const { dialog } = await checkout(page);
  await dialog.getByRole("button", { name: "Simulate failure" }).click();
  await expect(page).toHaveURL(/\/payment-callback\?/);
  expect(new URL(page.url()).searchParams.get("razorpay_signature")).toBeNull();
  await expect(page.getByRole("heading", { name: "Payment Not Completed. Status: FAILED" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
  expectedStatus.set(new URL(page.url()).searchParams.get("preorderId")!, "failed");
  await expectAccessible(page);
});

test("no parameters and nothing stored: 'Payment information is missing' and the 'Payment Error' toast", async ({
  page,
}) => {
  await page.goto(`${baseUrl}/payment-callback`);
  await expect(page.getByRole("heading", { name: "Payment information is missing" })).toBeVisible();
  await expect(page.getByText("Payment Error")).toBeVisible();
  await expect(page.getByText("Could not find payment information. Please contact support.")).toBeVisible();
  await expectAccessible(page);
});

test("ids recovered from this browser within 30 minutes are verified", async ({ page }) => {
  const { dialog } = await checkout(page);
  await dialog.getByRole("button", { name: "Pay ₹5,600" }).click();
  await expect(page.getByRole("heading", { name: "Payment successful!" })).toBeVisible({ timeout: 15_000 });
  await page.goto(`${baseUrl}/payment-callback`);
  await expect(page.getByRole("heading", { name: "Payment successful!" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Payment Verification")).toBeVisible();
});

test("a verify endpoint that cannot answer never shows success: 'We're confirming your payment'", async ({
  page,
}) => {
  const { dialog } = await checkout(page);
  // The network between the browser and us fails after checkout: unknown, not paid.
  await page.route("**/api/payments/verify", (route) => route.abort("connectionreset"));
  await dialog.getByRole("button", { name: "Pay ₹5,600" }).click();
  // The callback is a full page load: the heading changes once its JavaScript has hydrated (which
  // waits for first paint) and the first verify call has failed, the same budget as a success.
  await expect(page.getByRole("heading", { name: "We're confirming your payment" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText("Payment successful!")).toHaveCount(0);
  // It never spins past 10 s from the page load: it says what is known and what to do.
  await expect(page.getByRole("heading", { name: "Your payment is not confirmed yet" })).toBeVisible({
    timeout: 12_000,
  });
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await expect(page.getByText(/please do not pay twice/)).toBeVisible();
  // Retrying pays the same pre-order again, in the page: never a second one.
  await expect(page.getByRole("button", { name: "Retry payment" })).toBeEnabled();
  // Once the network is back, the page's next check confirms it.
  await page.unroute("**/api/payments/verify");
  await expect(page.getByRole("heading", { name: "Payment successful!" })).toBeVisible({ timeout: 15_000 });
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("the TEST MODE dialog and the success page fit 375 px", async ({ page }) => {
    const { dialog } = await checkout(page);
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    await dialog.getByRole("button", { name: "Pay ₹5,600" }).click();
    await expect(page.getByRole("heading", { name: "Payment successful!" })).toBeVisible({ timeout: 15_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("the answer replaces 'Verifying' without moving anything: no layout shift", async ({ page }) => {
    await page.goto(`${baseUrl}/payment-callback`);
    await expect(page.getByRole("heading", { name: "Payment information is missing" })).toBeVisible();
    const shifts = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: "layout-shift", buffered: true });
      const entries = observer.takeRecords();
      observer.disconnect();
      return entries.map((e) => (e as unknown as { value: number }).value);
    });
    expect(shifts).toEqual([]);
  });
});

test("the database agrees: paid and failed as the pages said", async () => {
  expect(expectedStatus.size).toBe(2);
  await own.kill();
  const db = await PGlite.create(path.join(dataDir, "pglite"), { extensions: { pg_trgm } });
  try {
    for (const [id, status] of expectedStatus) {
      const { rows } = await db.query<{ status: string; paid_at: Date | null }>(
        "select status, paid_at from luxid_preorders where id = $1",
        [id],
      );
      expect(rows[0]?.status).toBe(status);
      expect(rows[0]?.paid_at !== null).toBe(status === "paid");
    }
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from luxid_outbox where sent_at is not null",
    );
    // Three paid pre-orders in this file (success, recovery, network), one e-mail each.
    expect(rows[0]?.n).toBeGreaterThanOrEqual(1);
  } finally {
    await db.close();
  }
});
