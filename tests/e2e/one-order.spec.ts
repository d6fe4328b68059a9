import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { expect, test, type Page } from "../support/e2e/fixtures";
import { expectAccessible } from "../support/e2e/axe";
import { startOwnServer, type OwnServer } from "../support/e2e/own-server";

/**
 * One pre-order per purchase: a failed booking payment retried from the payment callback, or from
 * the order page (with and without JavaScript), pays the same pre-order, under the same reference.
 * The order page's sums are the server's for its state. The database, read once the server has
 * stopped, holds exactly one pre-order per buyer, paid.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });
test.use({ viewport: { width: 1440, height: 900 } });

let own: OwnServer;
/** Each buyer's e-mail and the reference the pages showed: one paid pre-order each at the end. */
const buyers = new Map<string, string>();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer("one-order", (url) => ({ PUBLIC_SITE_URL: url }));
});
test.afterAll(async () => {
  await own.stop();
});

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** Pre-orders Vue Glass and fails the payment in the sandbox: the callback says so. */
async function failFirstPayment(page: Page) {
  const email = `buyer-${randomBytes(4).toString("hex")}@example.com`;
  await page.goto(`${own.baseUrl}/preorder?items=glasses`);
  await field(page, "Full Name").fill("Asha Rao");
  await field(page, "Email").fill(email);
  await field(page, "Phone").fill("+91 98765 43210");
  await field(page, "Shipping Address").fill("12 MG Road, Indiranagar, Bengaluru 560038");
  await page.getByRole("button", { name: "Proceed to Payment • ₹5,600 (20%)" }).click();
  const dialog = page.getByRole("dialog", { name: "Sandbox checkout" });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole("button", { name: "Simulate failure" }).click();
  await expect(page.getByRole("heading", { name: "Payment Not Completed. Status: FAILED" })).toBeVisible({
    timeout: 30_000,
  });
  const reference = (await page.getByText(/^Your reference:/).innerText())
    .replace("Your reference:", "")
    .trim();
  expect(reference).toMatch(/^LX-[A-Z0-9]{6}$/);
  return { email, reference };
}

test("retried from the callback page, the failed payment pays the same pre-order", async ({ page }) => {
  const { email, reference } = await failFirstPayment(page);
  // "Retry payment" is the first action, before "Return Home".
  const actions = page.locator("div[data-print-hide] > *");
  await expect(actions.first()).toHaveText("Retry payment");
  await expect(actions.nth(1)).toHaveText("Return Home");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Retry payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Sandbox checkout" });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole("button", { name: "Pay ₹5,600" }).click();
  // The sandbox settles the payment (webhook, outbox) before it answers: slow on a busy machine.
  await expect(page.getByRole("heading", { name: "Payment successful!" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(`Order reference ${reference}`)).toBeVisible();
  buyers.set(email, reference);

  // Back on the pre-order page, the next purchase is a new one (nothing pending in this browser).
  expect(await page.evaluate(() => localStorage.getItem("luxid:pendingPreorder"))).toBeNull();
});

test("an unpaid order page shows the server's sums, and 'Pay the booking' pays the same pre-order", async ({
  page,
}) => {
  const { email, reference } = await failFirstPayment(page);
  const orderLink = page.getByTestId("order-page-link");
  await orderLink.click();
  await expect(page.getByRole("heading", { name: reference })).toBeVisible();
  const items = page.getByRole("region", { name: "Items" });
  await expect(items.getByText("Order total")).toBeVisible();
  await expect(items.locator("dl")).toContainText("Order total₹27,999");
  await expect(items.locator("dl")).toContainText("Booking to pay now (20%)₹5,600");
  await expect(items.locator("dl")).toContainText("Remaining, due before dispatch₹22,399");
  await expect(items).not.toContainText("Booking paid");
  // No credit before the booking is paid; the address shows its city and postcode, not dots.
  await expect(page.getByText(/accessory credit/)).toHaveCount(0);
  await expect(page.getByTestId("masked-address")).toHaveText("12 M…, Bengaluru 560038");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Pay the booking" }).click();
  const dialog = page.getByRole("dialog", { name: "Sandbox checkout" });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole("button", { name: "Pay ₹5,600" }).click();
  await expect(page.getByRole("status").filter({ hasText: "your booking is paid" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("heading", { name: reference })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Booking paid");
  await expect(page.getByTestId("queue-position")).toBeVisible();
  await expect(items.locator("dl")).toContainText("Booking paid₹5,600");
  await expect(items.locator("dl")).toContainText("Remaining, due before dispatch₹22,399");
  await expect(page.getByText("₹1,680 accessory credit", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay the booking" })).toHaveCount(0);
  buyers.set(email, reference);
});

/** The fields of the API answers the no-JavaScript test reads. */
interface Answer {
  id: string;
  orderId: string;
  error: { metadata: { payment_id: string } };
  data: { status: string; reference: string; order_url: string };
}

/**
 * A pre-order whose first booking payment failed, as the pre-order page and its payment window
 * make it: the buyer's e-mail, its reference and its order page.
 */
async function failedBooking() {
  // The failed first attempt, as the pre-order page and its payment window make it.
  const api = async (path: string, body: unknown) =>
    (await (
      await fetch(`${own.baseUrl}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: own.baseUrl },
        body: JSON.stringify(body),
      })
    ).json()) as Answer;
  const email = `buyer-${randomBytes(4).toString("hex")}@example.com`;
  const saved = await api("/api/preorders", {
    name: "Asha Rao",
    email,
    phone: "+91 98765 43210",
    address: "12 MG Road, Bengaluru 560001",
    items: [{ id: "glasses", quantity: 1 }],
    idempotencyKey: randomUUID(),
    fillMs: 10_000,
  });
  const created = await api("/api/payments/create", { preorderId: saved.id });
  const failed = await api("/api/payments/sandbox", { orderId: created.orderId, outcome: "failure" });
  const verified = await api("/api/payments/verify", {
    razorpay_order_id: created.orderId,
    razorpay_payment_id: failed.error.metadata.payment_id,
    preorderId: saved.id,
  });
  expect(verified.data.status).toBe("FAILED");
  const { reference } = verified.data;
  const orderUrl = new URL(verified.data.order_url, own.baseUrl);

  return { email, reference, orderUrl };
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Pay the booking' continues on the hosted payment page and comes back paid", async ({ page }) => {
    const { email, reference, orderUrl } = await failedBooking();
    await page.goto(orderUrl.toString());
    await page.getByRole("button", { name: "Pay the booking" }).click();
    await page.getByRole("button", { name: "Continue to secure payment of ₹5,600" }).click();
    await expect(page.getByRole("heading", { name: "Sandbox checkout" })).toBeVisible();
    await page.getByRole("button", { name: "Pay ₹5,600" }).click();
    await expect(page.getByRole("heading", { name: reference })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "your booking is paid" })).toBeVisible();
    await expect(page.getByTestId("order-status")).toHaveText("Booking paid");
    buyers.set(email, reference);
  });
});

test("the sandbox's payment page, hydrated, sends one press of Pay and holds back a second", async ({
  browser,
}) => {
  const { orderUrl } = await failedBooking();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // The order page's islands never start (a slow phone that pressed first), so both its forms
    // post and the payment continues on the sandbox's page, which loads its own islands. Refused
    // by the page asking, not for a while: the second order page (after "Pay the booking") must not
    // boot either, or its Continue opens the checkout in place and no sandbox page is reached.
    await page.route("**/assets/islands/live-boot-*.js", (route) =>
      new URL(route.request().frame().url()).pathname.startsWith("/payment-sandbox")
        ? route.continue()
        : route.abort(),
    );
    await page.goto(orderUrl.toString());
    await page.getByRole("button", { name: "Pay the booking" }).click();
    await page.getByRole("button", { name: "Continue to secure payment of ₹5,600" }).click();
    await expect(page.getByRole("heading", { name: "Sandbox checkout" })).toBeVisible();
    await expect(page.locator("html[data-islands][data-hydrated]")).toHaveCount(1);

    // Each submit event as it leaves the form (after the island's handler): whether the island
    // held it back. The page itself keeps every post from leaving, so it stays to be read.
    await page.evaluate(() => {
      const seen: boolean[] = [];
      (window as unknown as { submits: boolean[] }).submits = seen;
      window.addEventListener("submit", (event) => {
        seen.push(event.defaultPrevented);
        event.preventDefault();
      });
    });
    const submits = () => page.evaluate(() => (window as unknown as { submits: boolean[] }).submits);
    const pay = page.getByRole("button", { name: "Pay ₹5,600" });
    await pay.click();
    await expect(pay).toBeDisabled();
    await expect(page.getByRole("button", { name: "Simulate failure" })).toBeDisabled();
    await expect(page.getByRole("status").filter({ hasText: "Processing…" })).toBeVisible();
    // The island let the first press go (it would post) and held back the second (Enter in the form).
    await page
      .locator("form[action='/payment-sandbox']")
      .evaluate((form: HTMLFormElement) => form.requestSubmit());
    expect(await submits()).toEqual([false, true]);
  } finally {
    await context.close();
  }
});

test("the database holds exactly one pre-order per buyer, paid, under the reference the pages showed", async () => {
  expect(buyers.size).toBe(3);
  await own.kill();
  const db = await PGlite.create(path.join(own.dataDir, "pglite"), { extensions: { pg_trgm } });
  try {
    for (const [email, reference] of buyers) {
      const { rows } = await db.query<{ reference: string; status: string }>(
        "select reference, status from luxid_preorders where email = $1",
        [email],
      );
      expect(rows).toEqual([{ reference, status: "paid" }]);
    }
  } finally {
    await db.close();
  }
});
