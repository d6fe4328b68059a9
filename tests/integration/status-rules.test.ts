import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { HOLDS_QUEUE_PLACE } from "../../db/order-status";
import { preorders } from "../../db/schema";
import { dashboardFigures } from "../../app/features/operators/server/dashboard.server";
import { loadOrderPage } from "../../app/features/order-page/server/order-page.server";
import { paymentDeps } from "../../app/features/payments/server/payment-deps.server";
import { requestRefund } from "../../app/features/payments/server/refunds.server";
import { applyTransition } from "../../app/features/orders/server/state-machine.server";
import type { FakeRazorpay } from "../support/fakes/razorpay-server";
import type { TestApp } from "../support/app";
import { engines } from "../support/engines";
import { GLASSES_INR, newPreorder, post } from "../support/http";
import { startPaymentsApp, type PaymentsApp } from "../support/payments-app";

/**
 * The rules about a status are answered in one place (db/order-status.ts); these are the places
 * that used to answer them on their own and disagreed: the dashboard's paid totals, the callback's
 * word for a partly refunded booking, creating a payment order for a closed order, a capture
 * reported again after a cancellation; and the queue's partial index, read from the database.
 */
describe.each(engines())("status rules on $name", (engine) => {
  let suite: PaymentsApp;
  let app: TestApp;
  let rzp: FakeRazorpay;

  beforeAll(async () => {
    suite = await startPaymentsApp(engine);
    ({ app, rzp } = suite);
    rzp.refundsProcessAtOnce = true;
  });
  afterAll(() => suite?.close());

  const database = () => suite.database();
  const row = async (id: string) =>
    (await database().select().from(preorders).where(eq(preorders.id, id)))[0]!;
  const refund = (preorderId: string, amountMinor: number) =>
    requestRefund(paymentDeps(app.running.services), {
      preorderId,
      amountMinor,
      idempotencyKey: randomUUID(),
      actor: "ops@luxid.example",
    });

  /** A glasses pre-order whose booking the callback confirmed; the checkout, to call back again. */
  async function paid() {
    const { id } = await newPreorder(app);
    const created = await suite.createOrder(id);
    const checkout = rzp.pay(created.orderId);
    const verified = await post(app, "/api/payments/verify", { ...checkout, preorderId: id });
    expect(verified.json.data?.status).toBe("SUCCESS");
    return { id, checkout };
  }

  test("the dashboard counts a booking whose refund failed in its paid totals: the money is still held", async () => {
    const before = await dashboardFigures(database());
    const inr = (f: typeof before) =>
      f.paidTotals.find((t) => t.currency === "INR") ?? { count: 0, amountMinor: 0 };
    const { id } = await paid();
    rzp.refundsProcessAtOnce = false;
    const asked = await refund(id, 100_000);
    rzp.refundsProcessAtOnce = true;
    expect(asked.ok).toBe(true);
    const gatewayRefund = asked.ok ? asked.refund.gatewayRefundId! : "";
    rzp.settleRefund(gatewayRefund, "failed");
    const failed = rzp.refundWebhook("refund.failed", gatewayRefund);
    expect((await post(app, "/api/payments/webhook", failed.body, failed.headers)).status).toBe(200);
    expect((await row(id)).status).toBe("refund_failed");

    const after = await dashboardFigures(database());
    expect(inr(after).count).toBe(inr(before).count + 1);
    expect(inr(after).amountMinor).toBe(inr(before).amountMinor + GLASSES_INR.booking);
    // The failed refund is one to watch until someone asks again.
    expect(after.refundsToWatch.some((r) => r.preorderId === id && r.status === "failed")).toBe(true);
  });

  test("the dashboard's glasses reserved are the units on orders holding a queue place: a full refund gives them back", async () => {
    const reserved = async () => (await dashboardFigures(database())).glassesReserved.real;
    const before = await reserved();
    const { id: unpaid } = await newPreorder(app);
    expect(await reserved()).toBe(before); // saved, not paid: no place yet
    const { id } = await paid();
    expect(await reserved()).toBe(before + 1);
    expect((await refund(id, 100_000)).ok).toBe(true);
    expect(await reserved()).toBe(before + 1); // partly refunded keeps its place
    expect((await refund(id, GLASSES_INR.booking - 100_000)).ok).toBe(true);
    expect((await row(id)).status).toBe("refunded");
    expect(await reserved()).toBe(before);
    expect((await row(unpaid)).status).not.toBe("paid");
  });

  test("a partly refunded booking is paid for the callback as for the order page", async () => {
    const { id, checkout } = await paid();
    expect((await refund(id, 100_000)).ok).toBe(true);
    const { status, reference } = await row(id);
    expect(status).toBe("partially_refunded");

    // The buyer reloads the callback page: it asks again with the same payment.
    const again = await post(app, "/api/payments/verify", { ...checkout, preorderId: id });
    expect(again.status).toBe(200);
    expect(again.json.data).toMatchObject({
      status: "SUCCESS",
      booking_paid: GLASSES_INR.booking,
      remaining: GLASSES_INR.remaining,
    });
    expect(again.json.data?.order_url).toContain(reference);
    const page = await loadOrderPage(database(), reference);
    expect(page).toMatchObject({ bookingPaid: GLASSES_INR.booking, refunded: 100_000 });
    expect(page?.queuePosition).not.toBeNull();
  });

  test("a payment order is only created while the booking is payable: refunded, paid and cancelled orders get a 409", async () => {
    const partly = await paid();
    expect((await refund(partly.id, 100_000)).ok).toBe(true);
    const full = await paid();
    expect((await refund(full.id, GLASSES_INR.booking)).ok).toBe(true);
    expect((await row(full.id)).status).toBe("refunded");
    const { id: unpaid } = await newPreorder(app);
    await suite.createOrder(unpaid);
    const cancelled = await applyTransition(database(), {
      preorderId: unpaid,
      event: { type: "cancel" },
      source: "operator",
    });
    expect(cancelled).toMatchObject({ changed: true, to: "cancelled" });

    const orders = rzp.requests.filter((r) => r.endsWith("/orders")).length;
    for (const [id, error] of [
      [partly.id, "This pre-order is already paid"],
      [full.id, "This pre-order can no longer be paid online"],
      [unpaid, "This pre-order can no longer be paid online"],
    ] as const) {
      const res = await post(app, "/api/payments/create", { preorderId: id });
      expect(res.status, id).toBe(409);
      expect(res.json.field).toBe("preorderId");
      expect(res.json.error).toContain(error);
    }
    expect(rzp.requests.filter((r) => r.endsWith("/orders")).length).toBe(orders);
  });

  test("the booking's capture reported again after a cancellation changes nothing", async () => {
    const { id, checkout } = await paid();
    const cancelled = await applyTransition(database(), {
      preorderId: id,
      event: { type: "cancel" },
      source: "operator",
    });
    expect(cancelled).toMatchObject({ changed: true, to: "cancelled" });
    // order.paid arrives late (a new event id), the buyer reloads the callback page.
    const late = rzp.webhook("order.paid", checkout.razorpay_payment_id);
    expect((await post(app, "/api/payments/webhook", late.body, late.headers)).status).toBe(200);
    const again = await post(app, "/api/payments/verify", { ...checkout, preorderId: id });
    expect(again.json.data?.status).toBe("CANCELLED");
    expect((await row(id)).status).toBe("cancelled");
    expect(await suite.transitionsTo(id, "needs_review")).toBe(0);
  });

  test("the queue's partial index carries exactly the states that hold a queue place", async () => {
    // Both drivers answer `{ rows }`.
    const result: unknown = await database().execute(
      sql`select indexdef from pg_indexes where indexname = 'luxid_preorders_queue_idx'`,
    );
    const [index] = (result as { rows: { indexdef: string }[] }).rows;
    expect(index, "the queue index exists").toBeDefined();
    const where = index!.indexdef.slice(index!.indexdef.toLowerCase().indexOf(" where "));
    // PostgreSQL writes `status in (…)` back as `status = ANY (ARRAY['paid'::text, …])`.
    const listed = [...where.matchAll(/'([a-z_]+)'::text/g)].map((m) => m[1]);
    expect(new Set(listed)).toEqual(new Set(HOLDS_QUEUE_PLACE));
    expect(listed).toHaveLength(HOLDS_QUEUE_PLACE.size);
    expect(where).toContain("includes_glasses");
  });
});
