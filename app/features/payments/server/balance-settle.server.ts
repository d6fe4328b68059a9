import { and, desc, eq, gte, inArray, ne } from "drizzle-orm";
import { BALANCE_PAYABLE, isIn, RECONCILABLE } from "../../../../db/order-status";
import { balanceOrders, preorderItems, preorders } from "../../../../db/schema";
import type { Database } from "~/lib/db.server";
import type { GatewayPayment } from "./gateway";
import { securityEvent, type PaymentDeps } from "./payment-deps.server";
import {
  applyTransitionIn,
  type ApplyOutcome,
  type TransitionSource,
} from "../../orders/server/state-machine.server";
import { olderThan } from "./stale.server";

export type BalanceOrderRow = typeof balanceOrders.$inferSelect;

/** The balance order a gateway order id belongs to, if it is one. */
export async function findBalanceOrder(db: Database, gatewayOrderId: string) {
  const [row] = await db.select().from(balanceOrders).where(eq(balanceOrders.gatewayOrderId, gatewayOrderId));
  return row;
}

export type BalanceSettlement =
  | { settled: true; outcome: ApplyOutcome }
  /** This balance order was settled before (a replayed webhook, the callback after the webhook). */
  | { settled: false; reason: "already_settled" | "not_captured" | "unknown_order" };

/**
 * A captured payment of a balance gateway order, from the callback, the webhook or the reconciler,
 * applied once: the `balance_captured` transition (amount checked against that balance order's
 * quote), and in the same transaction the balance order marked paid, the accessories it added
 * written to the order, and the amount and credit recorded. The pre-order's row is locked first,
 * so two instances racing settle one after the other and the second finds it done.
 */
export async function applyBalancePayment(
  deps: PaymentDeps,
  gatewayOrderId: string,
  payment: GatewayPayment,
  source: TransitionSource,
): Promise<BalanceSettlement> {
  if (payment.status !== "captured") return { settled: false, reason: "not_captured" };
  const found = await findBalanceOrder(deps.db, gatewayOrderId);
  if (!found) return { settled: false, reason: "unknown_order" };
  const result = await deps.db.transaction(async (tx): Promise<BalanceSettlement> => {
    // Lock order: the pre-order, then its balance order (as every writer of both does).
    await tx
      .select({ id: preorders.id })
      .from(preorders)
      .where(eq(preorders.id, found.preorderId))
      .for("update");
    const [order] = await tx.select().from(balanceOrders).where(eq(balanceOrders.id, found.id)).for("update");
    if (!order || order.status === "paid" || order.gatewayPaymentId === payment.id) {
      return { settled: false, reason: "already_settled" };
    }
    const outcome = await applyTransitionIn(tx, {
      preorderId: order.preorderId,
      event: {
        type: "balance_captured",
        amount: payment.amount,
        currency: payment.currency,
        expected: order.amount,
      },
      source,
      detail: `${deps.gateway.mode} balance payment ${payment.id} captured ${payment.amount} ${payment.currency} (order ${order.gatewayOrderId})`,
      // What was captured is what a refund may give back; the credit counts only once honoured.
      patch: { balanceAmount: payment.amount, balanceCreditApplied: order.creditApplied },
    });
    // The money was taken whatever the outcome: its payment is recorded on its balance order. Only
    // the capture the order took is its paid balance (what refunds go back to); one taken after
    // another balance was paid keeps its status, with its payment on record for an operator.
    await tx
      .update(balanceOrders)
      .set({
        ...(outcome.changed ? { status: "paid" as const } : {}),
        gatewayPaymentId: payment.id,
        paidAt: new Date(),
      })
      .where(eq(balanceOrders.id, order.id));
    if (outcome.changed && outcome.to === "balance_paid") {
      await tx
        .update(balanceOrders)
        .set({ status: "superseded" })
        .where(
          and(
            eq(balanceOrders.preorderId, order.preorderId),
            eq(balanceOrders.status, "created"),
            ne(balanceOrders.id, order.id),
          ),
        );
      if (order.addedItems.length > 0) {
        await tx
          .insert(preorderItems)
          .values(
            order.addedItems.map((item) => ({
              preorderId: order.preorderId,
              productId: item.productId,
              quantity: item.quantity,
              unitPrice: item.unitPrice,
              lineTotal: item.lineTotal,
              ringSize: item.ringSize,
              addedAtBalance: true,
            })),
          )
          .onConflictDoNothing();
      }
    } else if (outcome.changed) {
      // Parked for review (an amount that differs, or money after a cancellation): no credit spent.
      await tx
        .update(preorders)
        .set({ balanceCreditApplied: null })
        .where(eq(preorders.id, order.preorderId));
    }
    return { settled: true, outcome };
  });
  if (result.settled) reportOutcome(deps, found, payment, result.outcome);
  return result;
}

/** What an operator must hear about: a capture parked for review, or a second balance captured. */
function reportOutcome(
  deps: PaymentDeps,
  order: BalanceOrderRow,
  payment: GatewayPayment,
  outcome: ApplyOutcome,
) {
  const facts = {
    preorderId: order.preorderId,
    paymentId: payment.id,
    expected: `${order.amount} ${order.currency}`,
    captured: `${payment.amount} ${payment.currency}`,
  };
  if (outcome.changed && outcome.to === "needs_review") {
    securityEvent(deps.log, "balance_amount_mismatch", facts);
  } else if (!outcome.changed) {
    // Another balance order of this pre-order was paid first: this money must be refunded.
    deps.log.error(
      { ...facts, code: "balance_captured_twice", reason: outcome.reason },
      "balance captured twice",
    );
  }
  if (outcome.changed) deps.outbox.wake();
}

/**
 * The payment the browser reports for a balance gateway order, as the gateway tells it (the
 * signature was checked by the caller): applied when captured, otherwise left for the webhook.
 */
export async function settleSignedBalancePayment(
  deps: PaymentDeps,
  order: BalanceOrderRow,
  paymentId: string,
): Promise<{ ok: true } | { ok: false }> {
  const fetched = await deps.gateway.fetchPayment(paymentId);
  if (!fetched.ok) {
    deps.log.warn({ preorderId: order.preorderId, failure: fetched.failure }, "balance payment check failed");
    return { ok: false };
  }
  if (fetched.value.order_id !== order.gatewayOrderId) {
    securityEvent(deps.log, "payment_order_mismatch", { preorderId: order.preorderId, paymentId });
    return { ok: true };
  }
  await applyBalancePayment(deps, order.gatewayOrderId, fetched.value, "callback");
  return { ok: true };
}

/**
 * The reconciler's balance pass: open (or superseded) balance orders of pre-orders still waiting
 * for their balance, older than `stuckAfterMs` (the callback and webhook have had their chance) and
 * younger than `windowMs`, asked of the gateway; a capture is applied like the webhook's.
 */
export async function reconcileBalances(
  deps: PaymentDeps,
  options: { stuckAfterMs: number; windowMs: number; now?: number },
): Promise<number> {
  const now = options.now ?? Date.now();
  const candidates = await deps.db
    .select({ gatewayOrderId: balanceOrders.gatewayOrderId, preorderId: balanceOrders.preorderId })
    .from(balanceOrders)
    .innerJoin(preorders, eq(preorders.id, balanceOrders.preorderId))
    .where(
      and(
        inArray(
          preorders.status,
          [...RECONCILABLE].filter((s) => isIn(BALANCE_PAYABLE, s)),
        ),
        ne(balanceOrders.status, "paid"),
        olderThan(balanceOrders.createdAt, options.stuckAfterMs, now),
        gte(balanceOrders.createdAt, new Date(now - options.windowMs)),
      ),
    )
    .orderBy(desc(balanceOrders.createdAt))
    .limit(100);
  let changed = 0;
  for (const candidate of candidates) {
    const listed = await deps.gateway.fetchOrderPayments(candidate.gatewayOrderId);
    if (!listed.ok) {
      deps.log.warn({ preorderId: candidate.preorderId, failure: listed.failure }, "balance check failed");
      continue; // unknown is never paid: asked again on the next pass
    }
    const captured = listed.value.find((p) => p.status === "captured");
    if (!captured) continue;
    const result = await applyBalancePayment(deps, candidate.gatewayOrderId, captured, "reconciler");
    if (result.settled && result.outcome.changed) changed++;
  }
  return changed;
}
