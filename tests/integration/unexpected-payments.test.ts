import { and, eq, isNull, lte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { balanceOrders, outbox, paymentTransitions, preorders, refunds } from "../../db/schema";
import { cancelOrder } from "../../app/features/operators/server/cancel-order.server";
import { resolveReview } from "../../app/features/operators/server/review.server";
import { paymentDeps } from "../../app/features/payments/server/payment-deps.server";
import { refundPlan } from "../../app/features/payments/server/refund-plan.server";
import { applyTransition } from "../../app/features/orders/server/state-machine.server";
import { startFakeRazorpay, type FakeRazorpay } from "../support/fakes/razorpay-server";
import { startApp, type TestApp } from "../support/app";
import { paidPreorder, postBalanceForm, postBalanceReturn } from "../support/balance";
import { engines, type TestDatabase } from "../support/engines";
import { GLASSES_INR, post } from "../support/http";
import { OPERATOR } from "../support/operators";

/** The plain balance and the balance with a VuLINK added (₹2,499 before the credit). */
const PLAIN = GLASSES_INR.remaining;
const WITH_LINK = GLASSES_INR.remaining + 249_900 - GLASSES_INR.credit;

const gateways = [
  { name: "the fake Razorpay", sandbox: false },
  { name: "the sandbox", sandbox: true },
] as const;

/**
 * One payable balance per order: money captured against a quote that is no longer the order's
 * live one, or against an order that can no longer take it (cancelled, refunding, refunded), is
 * given back in full through the refund path, with one e-mail to the buyer and one staff alert,
 * and the order never reopens. Over HTTP, as browsers and the gateway send it, on both engines and
 * both gateways.
 */
describe.each(engines())("payments an order cannot take, on $name", (engine) => {
  describe.each(gateways)("with $name", (gateway) => {
    let db: TestDatabase;
    let app: TestApp;
    let rzp: FakeRazorpay | null = null;

    beforeAll(async () => {
      db = await engine.create();
      const payments: Record<string, string> = gateway.sandbox
        ? { PAYMENTS_MODE: "sandbox" }
        : await startFakeRazorpay().then((fake) => {
            rzp = fake;
            fake.refundsProcessAtOnce = true;
            return {
              RAZORPAY_KEY_ID: fake.keyId,
              RAZORPAY_KEY_SECRET: fake.keySecret,
              RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
              RAZORPAY_API_BASE: fake.url,
            };
          });
      app = await startApp({
        DATA_DIR: "memory://",
        ...db.env,
        ...payments,
        TRUST_PROXY: "true",
        OPERATOR_EMAILS: OPERATOR,
        PAYMENTS_TIMEOUT_MS: "2000",
        OUTBOX_INTERVAL_MS: "3600000",
        RECONCILE_INTERVAL_MS: "3600000",
        RATE_LIMIT_DISABLED: "true",
      });
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
    /** The signed result of paying a gateway order, as the checkout hands it back. */
    const pay = async (orderId: string): Promise<Record<string, string>> =>
      rzp
        ? { ...rzp.pay(orderId) }
        : (await post<Record<string, string>>(app, "/api/payments/sandbox", { orderId, outcome: "success" }))
            .json;
    /** The sandbox's own webhooks (its refunds settle through them) have all arrived. */
    const settled = async () => {
      await app.running.services.payments.sandbox?.settled();
    };
    const balanceDue = async () => {
      const order = await paidPreorder(app, rzp);
      const requested = await applyTransition(database(), {
        preorderId: order.id,
        event: { type: "balance_requested" },
        source: "operator",
      });
      expect(requested).toMatchObject({ changed: true, to: "balance_due" });
      return order;
    };
    const quotes = async (id: string) =>
      database().select().from(balanceOrders).where(eq(balanceOrders.preorderId, id));
    const refundsOf = (id: string) => database().select().from(refunds).where(eq(refunds.preorderId, id));
    const outboxKinds = async (id: string) =>
      (await database().select({ kind: outbox.kind }).from(outbox).where(eq(outbox.preorderId, id)))
        .map((r) => r.kind)
        .sort();
    const timeline = (id: string) =>
      database().select().from(paymentTransitions).where(eq(paymentTransitions.preorderId, id));
    /** Every due e-mail sent; those to `to` whose subject holds `subject` and the order's reference. */
    const sentMails = async (order: { email: string; reference: string }, subject: string) => {
      const { outbox: worker, mailer } = app.running.services.notifications;
      for (let pass = 0; pass < 20; pass++) {
        await worker.drain();
        const due = await database()
          .select({ id: outbox.id })
          .from(outbox)
          .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, new Date())))
          .limit(1);
        if (due.length === 0) break;
      }
      return (mailer.sent ?? []).filter(
        (m) => m.to === order.email && m.subject.includes(subject) && m.subject.includes(order.reference),
      );
    };

    /** The order kept exactly one balance (the live quote's), and gave the other back in full. */
    async function expectOneKept(
      order: { id: string; email: string; reference: string },
      kept: string,
      refundedOrder: string,
      refundedAmount: number,
    ) {
      await settled();
      const rows = await quotes(order.id);
      expect(rows.filter((r) => r.status === "paid").map((r) => r.gatewayOrderId)).toEqual([kept]);
      const returned = rows.find((r) => r.gatewayOrderId === refundedOrder)!;
      expect(returned.status).toBe("refunded");
      const p = await row(order.id);
      expect(p.status).toBe("balance_paid");
      expect(p.balanceAmount).toBe(WITH_LINK);
      const given = await refundsOf(order.id);
      expect(given).toEqual([
        expect.objectContaining({
          amount: refundedAmount,
          gatewayPaymentId: returned.gatewayPaymentId,
          unexpected: true,
          status: "processed",
        }),
      ]);
      if (rzp) expect(rzp.payments.get(returned.gatewayPaymentId!)!.amount_refunded).toBe(refundedAmount);
      // The refund of the extra payment is none of the order's: all of the kept balance and the
      // booking are still the order's to refund.
      expect((await refundPlan(database(), order.id)).left).toBe(GLASSES_INR.booking + WITH_LINK);
      const kinds = await outboxKinds(order.id);
      expect(kinds.filter((k) => k === "unexpected_payment_refunded")).toHaveLength(1);
      expect(kinds.filter((k) => k === "staff_unexpected_payment_alert")).toHaveLength(1);
      expect(kinds).not.toContain("refund_email");
      expect(kinds.filter((k) => k === "balance_received")).toHaveLength(1);
      const mails = await sentMails(order, "We are refunding your payment");
      expect(mails).toHaveLength(1);
      const steps = await timeline(order.id);
      expect(
        steps.filter((s) => s.fromStatus === "balance_due" && s.toStatus === "balance_paid"),
      ).toHaveLength(1);
      const unexpected = steps.filter((s) => s.detail?.includes(returned.gatewayPaymentId!));
      expect(unexpected).toHaveLength(1);
      expect(unexpected[0]!.detail).toMatch(/could not take: refund .* started/);
    }

    test("two quotes paid one after the other: the superseded one first is refunded, the live one kept", async () => {
      const order = await balanceDue();
      const old = await postBalanceForm(app, order.reference, {});
      const live = await postBalanceForm(app, order.reference, { "add-vulink": "1" });
      expect(live.orderId).not.toBe(old.orderId);
      // The first tab pays the quote the second tab replaced: refunded, the balance still due.
      expect((await postBalanceReturn(app, order.reference, await pay(old.orderId!))).status).toBe(303);
      await settled();
      expect((await row(order.id)).status).toBe("balance_due");
      expect((await row(order.id)).balanceAmount).toBeNull();
      const told = await sentMails(order, "We are refunding your payment");
      expect(told.map((m) => m.text)).toEqual([expect.stringContaining("Your balance is still to pay")]);
      await postBalanceReturn(app, order.reference, await pay(live.orderId!));
      await expectOneKept(order, live.orderId!, old.orderId!, PLAIN);
    });

    test("the live quote paid first: an older tab's payment afterwards is refunded in full", async () => {
      const order = await balanceDue();
      const old = await postBalanceForm(app, order.reference, {});
      const live = await postBalanceForm(app, order.reference, { "add-vulink": "1" });
      await postBalanceReturn(app, order.reference, await pay(live.orderId!));
      await postBalanceReturn(app, order.reference, await pay(old.orderId!));
      await expectOneKept(order, live.orderId!, old.orderId!, PLAIN);
      const mail = (await sentMails(order, "We are refunding your payment"))[0]!;
      expect(mail.text).toContain("Your balance had already been paid");
      // However often the gateway reports it again, it is refunded once.
      await app.running.services.payments.reconciler.runOnce();
      expect(await refundsOf(order.id)).toHaveLength(1);
    });

    test("two quotes paid at the same moment: exactly one kept, the live one; the other refunded", async () => {
      const order = await balanceDue();
      const old = await postBalanceForm(app, order.reference, {});
      const live = await postBalanceForm(app, order.reference, { "add-vulink": "1" });
      const [a, b] = await Promise.all([pay(old.orderId!), pay(live.orderId!)]);
      const answers = await Promise.all([
        postBalanceReturn(app, order.reference, a),
        postBalanceReturn(app, order.reference, b),
      ]);
      expect(answers.map((x) => x.status)).toEqual([303, 303]);
      await expectOneKept(order, live.orderId!, old.orderId!, PLAIN);
    });

    test("a balance paid after a settled cancellation is refunded; the order stays refunded", async () => {
      const order = await balanceDue();
      const quote = await postBalanceForm(app, order.reference, {});
      const cancelled = await cancelOrder(deps(), {
        preorderId: order.id,
        operatorEmail: OPERATOR,
        confirmedRefund: GLASSES_INR.booking,
        reason: "",
      });
      expect(cancelled.ok).toBe(true);
      await settled();
      expect((await row(order.id)).status).toBe("refunded");
      await postBalanceReturn(app, order.reference, await pay(quote.orderId!));
      await settled();
      const p = await row(order.id);
      expect(p.status).toBe("refunded");
      expect(p.balanceAmount).toBeNull();
      const late = (await refundsOf(order.id)).filter((r) => r.unexpected);
      expect(late).toEqual([expect.objectContaining({ amount: PLAIN, status: "processed" })]);
      expect((await timeline(order.id)).map((s) => s.toStatus)).not.toContain("needs_review");
      expect((await outboxKinds(order.id)).filter((k) => k === "unexpected_payment_refunded")).toHaveLength(
        1,
      );
      const mail = (await sentMails(order, "We are refunding your payment"))[0]!;
      expect(mail.text).toContain("Your pre-order is cancelled");
    });

    // The fake Razorpay holds a refund pending until told (the sandbox settles its own at once).
    if (!gateway.sandbox)
      test("a balance paid while the cancellation's refund is pending is refunded; the order stays closed", async () => {
        const order = await balanceDue();
        const quote = await postBalanceForm(app, order.reference, {});
        rzp!.refundsProcessAtOnce = false;
        try {
          const cancelled = await cancelOrder(deps(), {
            preorderId: order.id,
            operatorEmail: OPERATOR,
            confirmedRefund: GLASSES_INR.booking,
            reason: "",
          });
          expect(cancelled.ok).toBe(true);
          expect((await row(order.id)).status).toBe("cancelled");
          const hook = rzp!.webhook("payment.captured", (await pay(quote.orderId!)).razorpay_payment_id!);
          expect((await post(app, "/api/payments/webhook", hook.body, hook.headers)).status).toBe(200);
          expect((await row(order.id)).status).toBe("cancelled");
          const [booking, late] = [...(await refundsOf(order.id))].sort((x, y) => x.amount - y.amount);
          expect(late).toMatchObject({ amount: PLAIN, unexpected: true, status: "pending" });
          // The late payment's refund settles first: the order is as it was, still cancelled.
          rzp!.settleRefund(late!.gatewayRefundId!, "processed");
          await refundAfterSettled(order.id, [late!.id]);
          expect((await row(order.id)).status).toBe("cancelled");
          // Then the cancellation's own: refunded in full, the late payment counted nowhere.
          rzp!.settleRefund(booking!.gatewayRefundId!, "processed");
          await refundAfterSettled(order.id, [late!.id, booking!.id]);
          expect((await row(order.id)).status).toBe("refunded");
          expect((await timeline(order.id)).map((s) => s.toStatus)).not.toContain("needs_review");
          expect(rzp!.payments.get(late!.gatewayPaymentId!)!.amount_refunded).toBe(PLAIN);
        } finally {
          rzp!.refundsProcessAtOnce = true;
        }
      });

    // A capture of another amount than the quote (the fake gateway can be told to take one).
    if (!gateway.sandbox)
      test("a parked balance payment's review acts on that payment only: refunded, the balance is due again; accepted, it is the balance", async () => {
        const parkBalance = async () => {
          const order = await balanceDue();
          const { orderId } = await postBalanceForm(app, order.reference, { "add-vulink": "1" });
          const short = rzp!.pay(orderId!, { amount: 100_000 });
          const hook = rzp!.webhook("payment.captured", short.razorpay_payment_id);
          expect((await post(app, "/api/payments/webhook", hook.body, hook.headers)).status).toBe(200);
          expect((await row(order.id)).status).toBe("needs_review");
          const p = await row(order.id);
          return { ...order, balancePayment: short.razorpay_payment_id, bookingPayment: p.gatewayPaymentId! };
        };
        const refunded = await parkBalance();
        const answer = await resolveReview(deps(), {
          preorderId: refunded.id,
          operatorEmail: OPERATOR,
          outcome: "refunded",
          note: "",
        });
        expect(answer).toMatchObject({ ok: true });
        const after = await row(refunded.id);
        expect(after).toMatchObject({
          status: "balance_due",
          preorderAmount: GLASSES_INR.booking,
          balanceAmount: null,
        });
        // The balance payment went back, the booking's did not.
        expect(rzp!.payments.get(refunded.balancePayment)!.amount_refunded).toBe(100_000);
        expect(rzp!.payments.get(refunded.bookingPayment)!.amount_refunded).toBe(0);
        expect(await refundsOf(refunded.id)).toEqual([
          expect.objectContaining({
            gatewayPaymentId: refunded.balancePayment,
            amount: 100_000,
            status: "processed",
          }),
        ]);
        const told = await sentMails(refunded, "We are refunding your payment");
        expect(told.map((m) => m.text)).toEqual([expect.stringMatching(/did not match\s+the\s+balance/)]);
        // The buyer can pay the balance again, and it is kept.
        const again = await postBalanceForm(app, refunded.reference, {});
        await postBalanceReturn(app, refunded.reference, await pay(again.orderId!));
        expect((await row(refunded.id)).status).toBe("balance_paid");
        expect((await refundPlan(database(), refunded.id)).left).toBe(GLASSES_INR.booking + PLAIN);

        const accepted = await parkBalance();
        expect(
          await resolveReview(deps(), {
            preorderId: accepted.id,
            operatorEmail: OPERATOR,
            outcome: "accepted",
            note: "",
          }),
        ).toMatchObject({ ok: true });
        expect(await row(accepted.id)).toMatchObject({
          status: "balance_paid",
          preorderAmount: GLASSES_INR.booking,
          balanceAmount: 100_000,
        });
        expect(await refundsOf(accepted.id)).toEqual([]);
        expect((await refundPlan(database(), accepted.id)).left).toBe(GLASSES_INR.booking + 100_000);
      });

    /** The gateway's refund.processed webhooks for these refunds; each row is processed after. */
    async function refundAfterSettled(id: string, refundIds: string[]) {
      for (const refundId of refundIds) {
        const [mine] = await database().select().from(refunds).where(eq(refunds.id, refundId));
        const hook = rzp!.refundWebhook("refund.processed", mine!.gatewayRefundId!);
        expect((await post(app, "/api/payments/webhook", hook.body, hook.headers)).status).toBe(200);
      }
      const rows = await refundsOf(id);
      for (const refundId of refundIds) {
        expect(rows.find((r) => r.id === refundId)?.status, refundId).toBe("processed");
      }
    }
  });
});
