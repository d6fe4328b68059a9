import { and, asc, eq, sql } from "drizzle-orm";
import { operatorAuditLog, preorders } from "../../../../db/schema";
import type { PaymentDeps } from "~/features/payments/server/payment-deps.server";
import { requestRefund } from "~/features/payments/server/refunds.server";
import { applyTransition } from "~/features/payments/server/state-machine.server";
import type { Database } from "~/lib/db.server";
import { formatMoney } from "~/lib/money";
import { audit } from "./audit.server";

/** The audit action that closes a review. */
export const REVIEW_RESOLVED = "review.resolved";

const unresolved = sql`not exists (select 1 from ${operatorAuditLog} a
  where a.preorder_id = ${preorders.id} and a.action = ${REVIEW_RESOLVED})`;

/** Orders the state machine parked in needs_review that no operator has resolved yet, oldest first. */
export function listNeedsReview(db: Database) {
  return db
    .select({
      id: preorders.id,
      reference: preorders.reference,
      name: preorders.name,
      currency: preorders.currency,
      preorderAmount: preorders.preorderAmount,
      updatedAt: preorders.updatedAt,
      lastTransition: sql<string | null>`(select t.detail from luxid_payment_transitions t
        where t.preorder_id = ${preorders.id} order by t.created_at desc limit 1)`,
    })
    .from(preorders)
    .where(and(eq(preorders.status, "needs_review"), unresolved))
    .orderBy(asc(preorders.updatedAt));
}

/** True while the order is parked and no operator has closed its review. */
export async function awaitingReview(db: Database, preorderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: preorders.id })
    .from(preorders)
    .where(and(eq(preorders.id, preorderId), eq(preorders.status, "needs_review"), unresolved));
  return row !== undefined;
}

/** How an operator resolves a parked order. */
export const reviewOutcomes = ["accepted", "refunded", "contacted_buyer"] as const;
export type ReviewOutcome = (typeof reviewOutcomes)[number];

export type ReviewResult = { ok: true; message: string } | { ok: false; status: number; error: string };

const refuse = (status: number, error: string): ReviewResult => ({ ok: false, status, error });

/**
 * Resolves a parked order:
 * - `accepted`: what the gateway captured becomes the booking and the order is paid (through the
 *   transition function: confirmation e-mail, staff alert and queue place follow as for any payment);
 * - `refunded`: what the gateway captured is refunded in full; the refund's settlement moves the
 *   order to refunded (or refund_failed), and the buyer gets the refund e-mail;
 * - `contacted_buyer`: the order stays parked, the review is marked handled.
 * The gateway is asked for the payment each time: it, not our copy, says what was captured.
 */
export async function resolveReview(
  deps: PaymentDeps,
  input: { preorderId: string; operatorEmail: string; outcome: ReviewOutcome; note: string },
): Promise<ReviewResult> {
  if (!(await awaitingReview(deps.db, input.preorderId))) {
    return refuse(409, "That order is not awaiting review");
  }
  const resolved = (detail: string) =>
    audit(deps.db, {
      operatorEmail: input.operatorEmail,
      action: REVIEW_RESOLVED,
      preorderId: input.preorderId,
      detail: `${input.outcome}: ${detail}${input.note ? ` (${input.note})` : ""}`,
    });
  if (input.outcome === "contacted_buyer") {
    await resolved("order left in review");
    return { ok: true, message: "Marked as handled; the order stays in review." };
  }

  const [order] = await deps.db.select().from(preorders).where(eq(preorders.id, input.preorderId));
  if (!order?.gatewayPaymentId) return refuse(409, "No captured payment is recorded for this order");
  const payment = await deps.gateway.fetchPayment(order.gatewayPaymentId);
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
  // The captured amount becomes the booking; the order's total stays, so the balance adjusts.
  const booking = { preorderAmount: amount, remainingAmount: Math.max(0, order.totalAmount - amount) };

  if (input.outcome === "accepted") {
    const moved = await applyTransition(deps.db, {
      preorderId: order.id,
      event: { type: "review_accepted", amount, currency },
      source: "operator",
      detail: `${input.operatorEmail} accepted the captured ${amount} ${currency} (booking was ${order.preorderAmount})`,
      patch: booking,
    });
    if (!moved.changed) return refuse(409, `The order could not be accepted: ${moved.reason}`);
    await resolved(`captured ${amount} ${currency} accepted as the booking`);
    void deps.outbox.drain();
    return { ok: true, message: `Accepted ${money} as the booking; the order is paid.` };
  }

  // Refunded: record the capture as the booking (so the refund may take all of it), then refund it.
  const updated = await deps.db
    .update(preorders)
    .set({ ...booking, updatedAt: new Date() })
    .where(and(eq(preorders.id, order.id), eq(preorders.status, "needs_review")))
    .returning({ id: preorders.id });
  if (updated.length === 0) return refuse(409, "That order is not awaiting review");
  const refund = await requestRefund(deps, {
    preorderId: order.id,
    amountMinor: amount,
    idempotencyKey: `review:${order.id}`,
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
    return refuse(refund.status, refund.error);
  }
  if (!refund.duplicate) {
    await audit(deps.db, {
      operatorEmail: input.operatorEmail,
      action: "refund",
      preorderId: order.id,
      detail: `refund ${refund.refund.id} of ${amount} ${currency} (${money}): ${refund.refund.status}`,
    });
  }
  await resolved(`captured ${amount} ${currency} refunded in full`);
  return { ok: true, message: `Refund of ${money} requested; the order leaves review.` };
}
