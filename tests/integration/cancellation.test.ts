import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { operatorAuditLog, paymentTransitions, preorders, prescriptions, refunds } from "../../db/schema";
import { cancelOrder } from "../../app/features/operators/server/cancel-order.server";
import { paymentDeps } from "../../app/features/payments/server/payment-deps.server";
import { requestRefund } from "../../app/features/payments/server/refunds.server";
import { applyTransition } from "../../app/features/orders/server/state-machine.server";
import { startFakeRazorpay, type FakeRazorpay } from "../support/fakes/razorpay-server";
import { startApp, type TestApp } from "../support/app";
import { BALANCE_INR, balancePaidOrder } from "../support/balance";
import { engines, type TestDatabase } from "../support/engines";
import { GLASSES_INR, newPreorder, post } from "../support/http";
import { consoleClient, csrfOf, OPERATOR, signedInConsole } from "../support/operators";

const CAPTURED = GLASSES_INR.booking + BALANCE_INR;

/**
 * Cancellation before dispatch and refunds after the balance: an operator's cancel is one
 * compare-and-set that a dispatch racing it either beats or loses to, and refunds everything
 * captured, split per gateway payment; a refund never exceeds what was captured, in all or per
 * payment (the fake gateway refuses more than a payment's amount, as Razorpay does).
 */
describe.each(engines())("cancellation and refunds after the balance on $name", (engine) => {
  let db: TestDatabase;
  let app: TestApp;
  let rzp: FakeRazorpay;
  let ops: ReturnType<typeof consoleClient>;

  beforeAll(async () => {
    rzp = await startFakeRazorpay();
    rzp.refundsProcessAtOnce = true;
    db = await engine.create();
    app = await startApp({
      ...db.env,
      // Mail stays in memory (the sign-in link is read from there), also beside PostgreSQL.
      DATA_DIR: "memory://",
      TRUST_PROXY: "true",
      OPERATOR_EMAILS: OPERATOR,
      RAZORPAY_KEY_ID: rzp.keyId,
      RAZORPAY_KEY_SECRET: rzp.keySecret,
      RAZORPAY_WEBHOOK_SECRET: rzp.webhookSecret,
      RAZORPAY_API_BASE: rzp.url,
      OUTBOX_INTERVAL_MS: "50",
      OUTBOX_RETRY_BASE_MS: "50",
      RECONCILE_INTERVAL_MS: "3600000",
      RATE_LIMIT_DISABLED: "true",
    });
    ops = await signedInConsole(app, "10.41.0.1");
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await rzp?.close();
  });

  const deps = () => paymentDeps(app.running.services);
  const database = () => app.running.services.database.db;
  const row = async (id: string) =>
    (await database().select().from(preorders).where(eq(preorders.id, id)))[0]!;
  const refundRows = (id: string) => database().select().from(refunds).where(eq(refunds.preorderId, id));
  const transitionsTo = async (id: string, to: "cancelled" | "shipped") =>
    (
      await database()
        .select()
        .from(paymentTransitions)
        .where(and(eq(paymentTransitions.preorderId, id), eq(paymentTransitions.toStatus, to)))
    ).length;
  /** What the fake gateway refunded of one payment. */
  const refundedAtGateway = (paymentId: string) => rzp.payments.get(paymentId)!.amount_refunded;
  const refund = (preorderId: string, amountMinor: number) =>
    requestRefund(deps(), { preorderId, amountMinor, idempotencyKey: randomUUID(), actor: OPERATOR });

  test("a cancellation racing a dispatch ends in exactly one of the two", async () => {
    const outcomes = { cancelled: 0, shipped: 0 };
    for (let round = 0; round < 8; round++) {
      const { id, bookingPayment, balancePayment } = await balancePaidOrder(app, rzp);
      // The dispatch sets off behind 0–3 reads of its own, so each side gets ahead in some rounds
      // (PGlite runs one query at a time: without this, the same side would always win there).
      const behind = async (reads: number) => {
        for (let i = 0; i < reads; i++) await row(id);
      };
      const [cancel, ship] = await Promise.all([
        cancelOrder(deps(), {
          preorderId: id,
          operatorEmail: OPERATOR,
          confirmedRefund: CAPTURED,
          reason: "",
        }),
        behind(round % 4).then(() =>
          applyTransition(database(), {
            preorderId: id,
            event: { type: "ship" },
            source: "operator",
            patch: { carrier: "Blue Dart", trackingNumber: `BD${round}` },
          }),
        ),
      ]);
      const made = await refundRows(id);
      const cancelAudit = await database()
        .select()
        .from(operatorAuditLog)
        .where(and(eq(operatorAuditLog.preorderId, id), eq(operatorAuditLog.action, "order.cancelled")));
      expect(cancel.ok !== ship.changed, `round ${round}: exactly one wins`).toBe(true);
      if (cancel.ok) {
        outcomes.cancelled++;
        expect(ship).toMatchObject({ changed: false });
        expect(await transitionsTo(id, "shipped")).toBe(0);
        expect(await transitionsTo(id, "cancelled")).toBe(1);
        expect(cancelAudit).toHaveLength(1);
        // Everything captured went back, each payment from itself.
        expect(made.map((r) => r.amount).reduce((a, b) => a + b, 0)).toBe(CAPTURED);
        expect(refundedAtGateway(balancePayment)).toBe(BALANCE_INR);
        expect(refundedAtGateway(bookingPayment)).toBe(GLASSES_INR.booking);
        expect((await row(id)).status).toBe("refunded");
      } else {
        outcomes.shipped++;
        expect(cancel).toMatchObject({ ok: false, status: 409 });
        expect(await transitionsTo(id, "cancelled")).toBe(0);
        expect(await transitionsTo(id, "shipped")).toBe(1);
        expect(cancelAudit).toHaveLength(0);
        expect(made).toHaveLength(0);
        expect(await row(id)).toMatchObject({ status: "shipped", trackingNumber: `BD${round}` });
      }
    }
    expect(outcomes.cancelled + outcomes.shipped).toBe(8);
  }, 120_000);

  test("a refund after the balance covers both payments and never more than captured", async () => {
    const { id, bookingPayment, balancePayment } = await balancePaidOrder(app, rzp);
    const calls = rzp.requests.filter((r) => r.endsWith("/refund")).length;
    expect(await refund(id, CAPTURED + 1)).toMatchObject({ ok: false, status: 409, refundable: CAPTURED });
    expect(rzp.requests.filter((r) => r.endsWith("/refund")).length).toBe(calls);

    // A small refund comes from the balance; the order keeps its step.
    const small = await refund(id, 1_000);
    expect(small).toMatchObject({ ok: true, parts: [{ amount: 1_000, status: "processed" }] });
    expect(refundedAtGateway(balancePayment)).toBe(1_000);
    expect((await row(id)).status).toBe("balance_paid");

    // The rest spans both payments: one refund per payment, each within what it captured.
    const rest = await refund(id, CAPTURED - 1_000);
    expect(rest.ok).toBe(true);
    expect(rest.ok && rest.parts.map((p) => p.amount).sort((a, b) => a - b)).toEqual([
      GLASSES_INR.booking,
      BALANCE_INR - 1_000,
    ]);
    expect(refundedAtGateway(balancePayment)).toBe(BALANCE_INR);
    expect(refundedAtGateway(bookingPayment)).toBe(GLASSES_INR.booking);
    const rows = await refundRows(id);
    expect(rows.every((r) => r.status === "processed")).toBe(true);
    expect(rows.map((r) => r.gatewayPaymentId).sort()).toEqual(
      [balancePayment, balancePayment, bookingPayment].sort(),
    );
    expect((await row(id)).status).toBe("refunded");
    expect(await refund(id, 1)).toMatchObject({ ok: false, status: 409 });
  });

  test("the same refund key split over two payments answers its parts again and refunds once", async () => {
    const { id, bookingPayment, balancePayment } = await balancePaidOrder(app, rzp);
    const key = randomUUID();
    const input = { preorderId: id, amountMinor: CAPTURED, idempotencyKey: key, actor: OPERATOR };
    const [a, b] = await Promise.all([requestRefund(deps(), input), requestRefund(deps(), input)]);
    const c = await requestRefund(deps(), input);
    for (const outcome of [a, b, c]) expect(outcome.ok).toBe(true);
    expect(c).toMatchObject({ duplicate: true });
    expect(await refundRows(id)).toHaveLength(2);
    const atGateway = [...rzp.refunds.values()].filter(
      (r) => r.payment_id === bookingPayment || r.payment_id === balancePayment,
    );
    expect(atGateway.map((r) => r.amount).sort((x, y) => x - y)).toEqual([GLASSES_INR.booking, BALANCE_INR]);
    expect(await requestRefund(deps(), { ...input, amountMinor: CAPTURED - 1 })).toMatchObject({
      ok: false,
      status: 409,
      field: "idempotencyKey",
    });
  });

  test("from the console: the confirmation names what goes back, the cancel refunds it, a second submit is refused", async () => {
    const { id } = await balancePaidOrder(app, rzp);
    const detail = (await (await ops.get(`/admin/preorders/${id}`)).text()).replaceAll("<!-- -->", "");
    expect(detail).toContain(`href="/admin/preorders/${id}/cancel"`);
    expect(detail).toContain("₹27,999"); // captured: booking and balance

    const confirm = await ops.get(`/admin/preorders/${id}/cancel`);
    expect(confirm.status).toBe(200);
    const html = (await confirm.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Cancelling refunds ₹27,999 in all:");
    expect(html).toContain("₹22,399 from the balance payment");
    expect(html).toContain("₹5,600 from the booking payment");
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)![1]!;

    // An amount other than the one shown (a stale page) cancels nothing.
    const stale = await ops.post(`/admin/preorders/${id}/cancel`, {
      csrf,
      confirmedRefund: String(GLASSES_INR.booking),
    });
    expect(stale.status).toBe(409);
    expect((await row(id)).status).toBe("balance_paid");

    const done = await ops.post(`/admin/preorders/${id}/cancel`, {
      csrf,
      confirmedRefund: String(CAPTURED),
      reason: "Buyer moved abroad",
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Order cancelled. Refund of ₹27,999 processed.");
    expect((await row(id)).status).toBe("refunded");
    const [audited] = await database()
      .select()
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.preorderId, id), eq(operatorAuditLog.action, "order.cancelled")));
    expect(audited?.detail).toContain("Buyer moved abroad");

    const again = await ops.post(`/admin/preorders/${id}/cancel`, { csrf, confirmedRefund: "0" });
    expect(again.status).toBe(409);
    expect(await refundRows(id)).toHaveLength(2);
    expect(await (await ops.get(`/admin/preorders/${id}`)).text()).not.toContain(
      `/admin/preorders/${id}/cancel"`,
    );
  });

  test("an unpaid order is cancelled with nothing to refund, and can no longer be paid; its prescription goes", async () => {
    const { id } = await newPreorder(app);
    const prescribed = () =>
      app.running.services.database.db.select().from(prescriptions).where(eq(prescriptions.preorderId, id));
    await app.running.services.database.db
      .insert(prescriptions)
      .values({ preorderId: id, kind: "values", rightSph: -225, leftSph: -175, pd: 635 });
    expect(await prescribed()).toHaveLength(1);
    const html = (await (await ops.get(`/admin/preorders/${id}/cancel`)).text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Nothing was captured for this order: nothing will be refunded.");
    const res = await ops.post(`/admin/preorders/${id}/cancel`, {
      csrf: await csrfOf(await ops.get(`/admin/preorders/${id}/cancel`)),
      confirmedRefund: "0",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Order cancelled. Nothing was captured.");
    expect((await row(id)).status).toBe("cancelled");
    expect(await refundRows(id)).toHaveLength(0);
    // The prescription's values went with the order, as a voice note does.
    expect(await prescribed()).toHaveLength(0);
    // Nothing may be paid on it any more.
    expect((await post(app, "/api/payments/create", { preorderId: id })).status).toBe(409);
  });
});
