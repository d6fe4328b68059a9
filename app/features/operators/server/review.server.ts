import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { operatorAuditLog, preorders } from "../../../../db/schema";
import { IN_REVIEW } from "../../../../db/order-status";
import type { PaymentDeps } from "~/features/payments/server/payment-deps.server";
import { parkedBalance, resolveBalanceReview } from "~/features/payments/server/balance-review.server";
import { requestRefund } from "~/features/payments/server/refunds.server";
import { reserveReviewRefund, reviewRefundKey } from "~/features/payments/server/review-refund.server";
import { applyTransition } from "~/features/orders/server/state-machine.server";
import type { Database } from "~/lib/db.server";
import { formatMoney } from "~/lib/money";
import { audit } from "~/lib/audit-log.server";

/** The audit action that closes a review (written with the decision, in its transaction). */
const REVIEW_RESOLVED = "review.resolved";
/** The audit action of a buyer contacted about a parked order: the review stays open. */
const REVIEW_CONTACTED = "review.contacted_buyer";

/** Parked and undecided: what the review list shows and what accept or refund may act on. */
const open = and(inArray(preorders.status, [...IN_REVIEW]), isNull(preorders.reviewResolution));

/** Orders the state machine parked in needs_review that no operator has decided yet, oldest first. */
export function listNeedsReview(db: Database) {
  return db
    .select({
      id: preorders.id,
      reference: preorders.reference,
      name: preorders.name,
      currency: preorders.currency,
      preorderAmount: preorders.preorderAmount,
      updatedAt: preorders.updatedAt,
      // The outer row spelt out in full: Drizzle writes a lone column of a one-table select
      // unqualified, which inside these subqueries would name the subquery's own id.
      lastTransition: sql<string | null>`(select t.detail from luxid_payment_transitions t
        where t.preorder_id = luxid_preorders.id order by t.created_at desc limit 1)`,
      contactedBy: sql<string | null>`(select a.operator_email from luxid_operator_audit_log a
        where a.preorder_id = luxid_preorders.id and a.action = ${REVIEW_CONTACTED}
        order by a.created_at desc limit 1)`,
    })
    .from(preorders)
    .where(open)
    .orderBy(asc(preorders.updatedAt));
}

/** True while the order is parked and no operator has decided its review. */
export async function awaitingReview(db: Database, preorderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: preorders.id })
    .from(preorders)
    .where(and(eq(preorders.id, preorderId), open));
  return row !== undefined;
}

/** How an operator resolves a parked order. */
export type ReviewOutcome = "accepted" | "refunded" | "contacted_buyer";

export type ReviewResult = { ok: true; message: string } | { ok: false; status: number; error: string };

const refuse = (status: number, error: string): ReviewResult => ({ ok: false, status, error });

/** The 409 for a review decided already (by another operator, or a double submit): who decided it. */
async function alreadyDecided(db: Database, preorderId: string): Promise<ReviewResult | null> {
  const [decision] = await db
    .select({ by: operatorAuditLog.operatorEmail })
    .from(operatorAuditLog)
    .where(and(eq(operatorAuditLog.preorderId, preorderId), eq(operatorAuditLog.action, REVIEW_RESOLVED)))
    .orderBy(desc(operatorAuditLog.createdAt))
    .limit(1);
  if (!decision) return null;
  return refuse(
    409,
    `This review was already resolved by ${decision.by}: reload to see where the order stands.`,
  );
}

/**
 * Resolves a parked order:
 * - `accepted`: what the gateway captured becomes the booking and the order is paid (confirmation
 *   e-mail, staff alert and queue place follow as for any payment);
 * - `refunded`: what the gateway captured is refunded in full; the refund's settlement moves the
 *   order to refunded (or refund_failed), and the buyer gets the refund e-mail;
 * - `contacted_buyer`: noted in the audit log; the review stays open, to be accepted or refunded
 *   once the buyer answers.
 * Accept and refund are decided by the payment transition function: one compare-and-set on the
 * status and the open review, with the booking, the audit row and (for a refund) the refund's
 * reservation in its transaction, so of two operators deciding at once exactly one wins.
 * The gateway is asked for the payment each time: it, not our copy, says what was captured.
 */
export async function resolveReview(
  deps: PaymentDeps,
  input: { preorderId: string; operatorEmail: string; outcome: ReviewOutcome; note: string },
): Promise<ReviewResult> {
  if (!(await awaitingReview(deps.db, input.preorderId))) {
    return (
      (await alreadyDecided(deps.db, input.preorderId)) ?? refuse(409, "That order is not awaiting review")
    );
  }
  const note = input.note ? ` (${input.note})` : "";
  if (input.outcome === "contacted_buyer") {
    await audit(deps.db, {
      operatorEmail: input.operatorEmail,
      action: REVIEW_CONTACTED,
      preorderId: input.preorderId,
      detail: `buyer contacted; order left in review${note}`,
    });
    return {
      ok: true,
      message:
        "Noted that the buyer was contacted; the order stays in review until it is accepted or refunded.",
    };
  }

  const [order] = await deps.db.select().from(preorders).where(eq(preorders.id, input.preorderId));
  // The review is about one payment: a parked balance payment, else the booking's.
  const parked = order ? await parkedBalance(deps.db, order.id) : null;
  const paymentId = parked?.gatewayPaymentId ?? order?.gatewayPaymentId;
  if (!order || !paymentId) return refuse(409, "No captured payment is recorded for this order");
  const payment = await deps.gateway.fetchPayment(paymentId);
  if (!payment.ok) return refuse(503, "The payment gateway did not answer. Try again in a moment.");
  const { amount, currency, status } = payment.value;
  if (status !== "captured") return refuse(409, `The gateway reports this payment as ${status}`);
  if (currency !== order.currency) {
    return refuse(
      409,
      `The payment was captured in ${currency}, the order is in ${order.currency}: refund it from the gateway's dashboard`,
    );
  }
  const money = formatMoney(amount, order.currency);
  const accepting = input.outcome === "accepted";
  if (parked) {
    const decision = await resolveBalanceReview(deps, {
      parked,
      payment: payment.value,
      accepting,
      operatorEmail: input.operatorEmail,
      alsoInTransaction: (tx) =>
        audit(tx, {
          operatorEmail: input.operatorEmail,
          action: REVIEW_RESOLVED,
          preorderId: order.id,
          detail: `${input.outcome}: balance payment ${paymentId} of ${amount} ${currency} ${accepting ? "accepted as the balance" : "refunded in full"}${note}`,
        }),
    });
    if (!decision.outcome.changed) {
      return (
        (await alreadyDecided(deps.db, order.id)) ??
        refuse(409, `The review could not be resolved: ${decision.outcome.reason}`)
      );
    }
    return {
      ok: true,
      message: accepting
        ? `Accepted ${money} as the balance; the order is ready to ship.`
        : `Refund of the balance payment of ${money} requested; the balance is due again.`,
    };
  }
  const decided = accepting
    ? `captured ${amount} ${currency} accepted as the booking`
    : `captured ${amount} ${currency} refunded in full`;

  const moved = await applyTransition(deps.db, {
    preorderId: order.id,
    event: { type: accepting ? "review_accepted" : "review_refunded", amount, currency },
    source: "operator",
    detail: `${input.operatorEmail} ${accepting ? "accepted" : "refunds"} the captured ${amount} ${currency} (booking was ${order.preorderAmount})`,
    alsoInTransaction: async (tx) => {
      await audit(tx, {
        operatorEmail: input.operatorEmail,
        action: REVIEW_RESOLVED,
        preorderId: order.id,
        detail: `${input.outcome}: ${decided}${note}`,
      });
      if (!accepting) {
        await reserveReviewRefund(tx, {
          preorderId: order.id,
          paymentId: payment.value.id,
          amount,
          currency: order.currency,
          actor: input.operatorEmail,
        });
      }
    },
  });
  if (!moved.changed) {
    // Another operator's decision committed first (its audit row with it), or the order moved on.
    return (
      (await alreadyDecided(deps.db, order.id)) ??
      refuse(409, `The review could not be resolved: ${moved.reason}`)
    );
  }
  if (accepting) {
    void deps.outbox.drain();
    return { ok: true, message: `Accepted ${money} as the booking; the order is paid.` };
  }

  // The refund was reserved with the decision; now the gateway is asked, under the same key as
  // any retry (the console's, the reconciler's), so it is never made twice.
  const refund = await requestRefund(deps, {
    preorderId: order.id,
    amountMinor: amount,
    idempotencyKey: reviewRefundKey(order.id),
    actor: input.operatorEmail,
    fromReview: true,
  });
  if (!refund.ok) {
    await audit(deps.db, {
      operatorEmail: input.operatorEmail,
      action: "refund.refused",
      preorderId: order.id,
      detail: `review refund of ${amount} ${currency}: ${refund.status} ${refund.error}`,
    });
    // The decision stands and the refund stays reserved under its key: an unconfirmed one is
    // asked again (same key) rather than lost.
    return refuse(
      refund.status,
      refund.status === 503
        ? "The review is resolved as a refund, but the gateway did not confirm it yet: it stays pending and is asked again with the same key."
        : refund.error,
    );
  }
  await audit(deps.db, {
    operatorEmail: input.operatorEmail,
    action: "refund",
    preorderId: order.id,
    detail: `refund ${refund.refund.id} of ${amount} ${currency} (${money}): ${refund.refund.status}`,
  });
  return { ok: true, message: `Refund of ${money} requested; the order leaves review.` };
}
