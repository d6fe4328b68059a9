import { randomInt } from "node:crypto";
import { windowTitle, windowWords, type DeliveryWindow } from "../../app/lib/delivery-window";
import { formatMoney } from "../../app/lib/money";
import { balanceQuote, baseQuote, type BalanceQuote } from "../../app/lib/pricing";
import { preorderGlassesAndPay, type BookedOrder } from "../support/e2e/buyer-steps";
import { openConsoleOrder, openWave, signInOperator } from "../support/e2e/console-steps";
import { engines, type TestDatabase } from "../support/engines";
import type { Locator } from "@playwright/test";
import { expect, test } from "../support/e2e/fixtures";
import { mailsTo } from "../support/e2e/outbox";
import { startOwnServer, type OwnServer } from "../support/e2e/own-server";

/**
 * The whole story of an order in a real browser, on the sandbox gateway, on each engine: two
 * buyers book Vue Glass through /preorder; an operator opens a wave of one; the first buyer pays
 * the balance from the link in their one e-mail, with a VueRING bought on the accessory credit, and
 * gives a prescription; the operator dispatches by CSV upload and marks the parcel delivered; the
 * order page shows every step. The second buyer's delivery window changes once: one e-mail. Every
 * amount shown is the server's pricing, and the database holds the same figures at the end.
 */
const OPERATOR = "ops@luxid.example";
const money = (minor: number) => formatMoney(minor, "INR");
const RING = { productId: "vuering", quantity: 1, ringSize: 8 } as const;

/** The balance of one booked Vue Glass, as lib/pricing computes it for the server. */
function balanceOf(added: (typeof RING)[]): BalanceQuote {
  const booked = baseQuote("INR");
  return balanceQuote({
    currency: "INR",
    remaining: booked.remaining,
    accessoryCredit: booked.accessoryCredit,
    bookedAccessories: 0,
    added,
  });
}

/** The figure beside a label in a list of figures ("Remaining on your order" → "₹22,399"). */
const figure = (scope: Locator, label: string) =>
  scope
    .locator("dl > div")
    .filter({ has: scope.page().getByText(label, { exact: true }) })
    .locator("dd");

/** The subjects of the e-mails the story expects (each behind the sandbox's "[TEST] "). */
const SUBJECT = {
  balanceDue: /^\[TEST\] Pay the balance for your /,
  balanceReceived: /^\[TEST\] Balance received: /,
  dispatched: /^\[TEST\] Your .+ (is on its|are on their) way \(/,
  delivered: /^\[TEST\] Delivered: /,
  windowChanged: /^\[TEST\] New delivery window /,
};

/** One buyer's e-mails of one kind. */
async function mailsOf(dataDir: string, to: string, subject: RegExp) {
  return (await mailsTo(dataDir, to)).filter((m) => subject.test(m.subject));
}

for (const engine of engines()) {
  test.describe(`an order's whole story on ${engine.name}`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    let own: OwnServer | undefined;
    let database: TestDatabase | undefined;

    test.beforeAll(async () => {
      test.setTimeout(120_000); // a fresh on-disk PGlite is created and migrated first
      database = await engine.create({ onDisk: true });
      own = await startOwnServer(`story-${engine.name}`, (url) => ({
        ...database!.env,
        PUBLIC_SITE_URL: url,
        OPERATOR_EMAILS: OPERATOR,
        OUTBOX_INTERVAL_MS: "200",
      }));
    });
    test.afterAll(async () => {
      await own?.stop();
      await database?.drop();
    });

    test("booked, balance paid with a VueRING on the credit, prescription, dispatched by CSV, delivered; a window changed once", async ({
      page,
    }) => {
      test.setTimeout(300_000); // two checkouts, the console and the buyer's pages on a busy machine
      const { baseUrl, dataDir } = own!;
      const shop = { baseUrl, dataDir };

      // 1. Two buyers book; the first is first in the queue.
      const first: BookedOrder = await preorderGlassesAndPay(page, baseUrl, { name: "Asha Rao" });
      const second: BookedOrder = await preorderGlassesAndPay(page, baseUrl, { name: "Ravi Menon" });

      // 2. The operator opens a wave of one.
      await signInOperator(page, shop, OPERATOR);
      await openWave(page, baseUrl, 1);
      await expect(page.getByTestId("wave-row")).toHaveCount(1);

      // 3. The first buyer's one balance e-mail, with what is left to pay and the order page's link.
      const owed = balanceOf([]);
      await expect.poll(async () => (await mailsOf(dataDir, first.email, SUBJECT.balanceDue)).length).toBe(1);
      const [balanceMail] = await mailsOf(dataDir, first.email, SUBJECT.balanceDue);
      expect(balanceMail!.subject).toContain(first.reference);
      expect(balanceMail!.text).toContain(money(owed.remaining));
      const link = /(http:\/\/[^\s"<>]+\/orders\/LX-[A-Z0-9]{6}\?t=[\w-]+)/.exec(balanceMail!.text)![1]!;
      expect(new URL(link).pathname).toBe(new URL(first.orderUrl).pathname);

      await page.goto(link);
      const due = page.getByRole("region", { name: "Pay the balance before dispatch" });
      await expect(figure(due, "Remaining on your order")).toHaveText(money(owed.remaining));
      await expect(due.getByTestId("balance-to-pay")).toHaveText(money(owed.toPay));
      await expect(due).toContainText(`Your ${money(owed.creditAvailable)} accessory credit`);

      const paid = balanceOf([RING]);
      expect(paid.creditApplied).toBeGreaterThan(0); // the ring is what spends the credit
      await due.getByLabel(`VueRING, ${money(paid.added[0]!.unitPrice)} each`).fill("1");
      await due.getByLabel(/Ring size/).selectOption(String(RING.ringSize));
      await expect(figure(due, "Accessories added now")).toHaveText(`+${money(paid.addedTotal)}`);
      await expect(figure(due, "Accessory credit applied")).toHaveText(`−${money(paid.creditApplied)}`);
      await expect(due.getByTestId("balance-to-pay")).toHaveText(money(paid.toPay));
      await due.getByRole("button", { name: `Pay ${money(paid.toPay)}` }).click();
      // The sandbox dialog shows the gateway order the server created for this quote.
      const dialog = page.getByRole("dialog", { name: "Sandbox checkout" });
      await expect(dialog).toContainText(money(paid.toPay));
      await dialog.getByRole("button", { name: `Pay ${money(paid.toPay)}` }).click();

      const receipt = page.getByRole("region", { name: "Balance paid" });
      await expect(receipt.getByTestId("balance-paid-amount")).toHaveText(money(paid.toPay));
      await expect(figure(receipt, "Accessory credit used")).toHaveText(money(paid.creditApplied));
      const ring = receipt.getByRole("listitem").filter({ hasText: "VueRING" });
      await expect(ring).toContainText(`VueRING × 1, ring size ${RING.ringSize}`);
      await expect(ring.locator("span").last()).toHaveText(money(paid.addedTotal));
      await expect(page.getByTestId("order-status")).toHaveText("Balance paid");
      await expect
        .poll(async () => (await mailsOf(dataDir, first.email, SUBJECT.balanceReceived)).length)
        .toBe(1);
      expect((await mailsOf(dataDir, first.email, SUBJECT.balanceReceived))[0]!.text).toContain(
        money(paid.toPay),
      );

      // The prescription for the free lenses.
      const rx = page.getByRole("region", { name: "Prescription for your free lenses" });
      await rx.getByLabel("Right eye SPH").fill("-2.25");
      await rx.getByLabel("Left eye SPH").fill("-1.75");
      await rx.getByLabel("PD (mm)").fill("63.5");
      await rx.getByRole("button", { name: "Save prescription" }).click();
      await expect(page.getByTestId("prescription-status")).toContainText(
        "We have your prescription's numbers, given on",
      );

      // 4. Dispatched by CSV upload: checked first, then applied; one e-mail with the tracking number.
      // FedEx: a carrier with a tracking page, written in the file as an operator might ("fedex").
      const tracking = String(randomInt(100_000_000_000, 999_999_999_999));
      await page.goto(`${baseUrl}/admin/fulfilment/dispatch`);
      await page.getByLabel("CSV file").setInputFiles({
        name: "wave.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(`reference,carrier,tracking_number\r\n${first.reference},fedex,${tracking}\r\n`),
      });
      await page.getByRole("button", { name: "Check the file" }).click();
      await expect(page.locator('tr[data-outcome="ready"]')).toContainText(first.reference);
      await page.getByRole("button", { name: "Ship 1 order" }).click();
      await expect(page.getByText("Shipped: 1 order, each buyer e-mailed once")).toBeVisible();
      await expect.poll(async () => (await mailsOf(dataDir, first.email, SUBJECT.dispatched)).length).toBe(1);
      const dispatchMail = (await mailsOf(dataDir, first.email, SUBJECT.dispatched))[0]!;
      expect(dispatchMail.text).toContain(tracking);
      expect(dispatchMail.text).toContain("FedEx");
      expect(dispatchMail.text).toContain(`https://www.fedex.com/fedextrack/?trknbr=${tracking}`);

      // The operator marks it delivered on the order's console page.
      await openConsoleOrder(page, baseUrl, first.reference);
      await page.getByRole("button", { name: "Mark delivered" }).click();
      await expect(page.getByRole("button", { name: "Mark delivered" })).toHaveCount(0);
      await expect.poll(async () => (await mailsOf(dataDir, first.email, SUBJECT.delivered)).length).toBe(1);

      // 5. The order page shows every step with its date; the parcel with its carrier and number.
      await page.goto(first.orderUrl);
      await expect(page.getByTestId("order-status")).toHaveText("Delivered");
      for (const step of ["booked", "balance_link", "balance_paid", "shipped", "delivered"]) {
        const item = page.locator(`[data-step="${step}"]`);
        await expect(item, step).toHaveAttribute("data-done", "");
        await expect(item, step).not.toContainText("Not yet");
      }
      await expect(page.locator('[data-step="shipped"]')).toContainText(`FedEx, tracking number ${tracking}`);
      await expect(
        page.locator('[data-step="shipped"]').getByRole("link", { name: "Track your parcel" }),
      ).toHaveAttribute("href", `https://www.fedex.com/fedextrack/?trknbr=${tracking}`);

      // 6. The second buyer's window changes once: one e-mail; saving it again sends none.
      await page.goto(second.orderUrl);
      const place = Number((await page.getByTestId("queue-position").innerText()).replace(/\D/g, ""));
      const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      const window: DeliveryWindow = { startsOn: day(60), endsOn: day(70) };
      await page.goto(`${baseUrl}/admin/delivery-windows`);
      const save = async () => {
        await page.getByLabel("From place").fill(String(place));
        await page.getByLabel("To place").fill(String(place));
        await page.getByLabel("First day").fill(window.startsOn);
        await page.getByLabel("Last day").fill(window.endsOn);
        await page.getByRole("button", { name: "Save window" }).click();
      };
      await save();
      await expect(page.getByRole("status")).toContainText(
        `Saved ${windowWords(window)} for places ${place}–${place}: 1 order awaiting dispatch in range, 1 e-mailed`,
      );
      await save();
      await expect(page.getByRole("status")).toContainText("0 e-mailed (the others already had this window)");
      await expect
        .poll(async () => (await mailsOf(dataDir, second.email, SUBJECT.windowChanged)).length)
        .toBe(1);
      await page.goto(second.orderUrl);
      await expect(page.getByTestId("delivery-window")).toContainText(windowTitle(window));

      // Each e-mail went once: nothing more arrived while the story went on.
      expect(await mailsOf(dataDir, first.email, SUBJECT.balanceDue)).toHaveLength(1);
      expect(await mailsOf(dataDir, first.email, SUBJECT.dispatched)).toHaveLength(1);
      expect(await mailsOf(dataDir, first.email, SUBJECT.windowChanged)).toHaveLength(0);
      expect(await mailsOf(dataDir, second.email, SUBJECT.balanceDue)).toHaveLength(0);

      // The database, read once the server has stopped, holds the figures the pages showed.
      await own!.kill();
      const [order] = await database!.rows<Record<string, unknown>>(
        dataDir,
        `select status, remaining_amount, accessory_credit, balance_amount, balance_credit_applied,
                carrier, tracking_number from luxid_preorders where reference = $1`,
        [first.reference],
      );
      expect(order).toEqual({
        status: "delivered",
        remaining_amount: owed.remaining,
        accessory_credit: owed.creditAvailable,
        balance_amount: paid.toPay,
        balance_credit_applied: paid.creditApplied,
        carrier: "FedEx",
        tracking_number: tracking,
      });
      const charged = await database!.rows<Record<string, unknown>>(
        dataDir,
        `select b.amount, b.credit_applied, b.added_items from luxid_balance_orders b
           join luxid_preorders p on p.id = b.preorder_id where p.reference = $1 and b.status = 'paid'`,
        [first.reference],
      );
      expect(charged).toEqual([
        {
          amount: paid.toPay,
          credit_applied: paid.creditApplied,
          added_items: paid.added.map(({ productId, quantity, unitPrice, lineTotal, ringSize }) => ({
            productId,
            quantity,
            unitPrice,
            lineTotal,
            ringSize,
          })),
        },
      ]);
    });
  });
}
