import { and, desc, eq, gte, inArray, ne, notInArray, or } from "drizzle-orm";
import { BALANCE_PAYABLE, isIn, RECONCILABLE } from "../../../../db/order-status";
import { balanceOrders, preorderItems, preorders, refunds } from "../../../../db/schema";
import { enqueueNotification } from "~/features/notifications/server/enqueue.server";
import type { Database, Transaction } from "~/lib/db.server";
import type { GatewayPayment } from "./gateway";
import { securityEvent, type PaymentDeps } from "./payment-deps.server";
import {
  applyTransitionIn,
  type ApplyOutcome,
  type TransitionSource,
} from "../../orders/server/state-machine.server";
import { refundAtGateway } from "./refund-recovery.server";
import type { RefundRow } from "./refund-settlement.server";
import { olderThan } from "./stale.server";

export type BalanceOrderRow = typeof balanceOrders.$inferSelect;

/** The balance order a gateway order id belongs to, if it is one. */
export async function findBalanceOrder(db: Database, gatewayOrderId: string) {
  const [row] = await db.select().from(balanceOrders).where(eq(balanceOrders.gatewayOrderId, gatewayOrderId));
  return row;
}

export type BalanceSettlement =
  | { settled: true; outcome: ApplyOutcome }
  /** A payment the order could not take: recorded, and its full refund reserved and asked for. */
  | { settled: true; refunded: RefundRow; outcome: ApplyOutcome }
  /** This balance order was settled before (a replayed webhook, the callback after the webhook). */
  | { settled: false; reason: "already_settled" | "not_captured" | "unknown_order" };

/**
 * A captured payment of a balance gateway order, from the callback, the webhook or the reconciler,
 * applied once. The pre-order's row is locked first, so two instances (or two tabs' payments)
 * racing settle one after the other and the second finds the first's outcome.
 *
 * - The order's live quote (its newest balance order, still open) on an order waiting for its
 *   balance: the `balance_captured` transition (amount checked against the quote), and in the same
 *   transaction the balance order marked paid, the accessories it added written to the order, and
 *   the amount and credit recorded.
 * - Any other quote (superseded by a changed basket, or paid in a second tab), or an order past
 *   taking a balance (paid, cancelled, refunding, refunded): the `unexpected_capture` event, which
 *   leaves the status as it is, with a full refund of that payment reserved, the buyer's e-mail and
 *   one staff alert, all in the same transaction; the gateway is then asked for the refund, which
 *   the reconciler retries with the same key if the answer is lost.
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
    const [locked] = await tx
      .select({ status: preorders.status })
      .from(preorders)
      .where(eq(preorders.id, found.preorderId))
      .for("update");
    const [order] = await tx.select().from(balanceOrders).where(eq(balanceOrders.id, found.id)).for("update");
    if (!order || order.status === "paid" || order.gatewayPaymentId === payment.id) {
      return { settled: false, reason: "already_settled" };
    }
    if (order.status !== "created" || locked?.status !== "balance_due") {
      return refundUnexpected(tx, deps, order, payment, source);
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
      await addBalanceItems(tx, order);
    } else if (outcome.changed) {
      // Parked for review (an amount that differs from the quote): no credit spent.
      await tx
        .update(preorders)
        .set({ balanceCreditApplied: null })
        .where(eq(preorders.id, order.preorderId));
    }
    return { settled: true, outcome };
  });
  if (!result.settled) return result;
  if ("refunded" in result) {
    deps.log.warn(
      { preorderId: found.preorderId, refundId: result.refunded.id, code: "unexpected_balance_refunded" },
      "balance payment the order could not take: refunding it in full",
    );
    deps.outbox.wake();
    // Asked now; a lost answer leaves the row pending for the reconciler (same key, never twice).
    await refundAtGateway(deps, result.refunded, source, payment.id);
    return result;
  }
  if (result.outcome.changed && result.outcome.to === "needs_review") {
    securityEvent(deps.log, "balance_amount_mismatch", {
      preorderId: found.preorderId,
      paymentId: payment.id,
      expected: `${found.amount} ${found.currency}`,
      captured: `${payment.amount} ${payment.currency}`,
    });
  }
  if (result.outcome.changed) deps.outbox.wake();
  return result;
}

/**
 * In the settling transaction: the payment recorded on its balance order (now `refunded`), the
 * `unexpected_capture` row in the order's timeline, a pending refund of all of it (marked
 * unexpected: it is none of the order's money), and the buyer's e-mail and the staff alert about
 * that refund. The key is the payment's, so however often the gateway reports it, one refund.
 */
async function refundUnexpected(
  tx: Transaction,
  deps: PaymentDeps,
  order: BalanceOrderRow,
  payment: GatewayPayment,
  source: TransitionSource,
): Promise<BalanceSettlement> {
  await tx
    .update(balanceOrders)
    .set({ status: "refunded", gatewayPaymentId: payment.id, paidAt: new Date() })
    .where(eq(balanceOrders.id, order.id));
  const [row] = await tx
    .insert(refunds)
    .values({
      preorderId: order.preorderId,
      amount: payment.amount,
      currency: order.currency,
      idempotencyKey: `unexpected-${payment.id}`,
      gatewayPaymentId: payment.id,
      actor: "gateway",
      unexpected: true,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return { settled: false, reason: "already_settled" };
  const outcome = await applyTransitionIn(tx, {
    preorderId: order.preorderId,
    event: {
      type: "unexpected_capture",
      paymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
    },
    source,
    detail: `${deps.gateway.mode} balance payment ${payment.id} captured ${payment.amount} ${payment.currency} against order ${order.gatewayOrderId}, which the order could not take: refund ${row.id} of all of it started`,
  });
  await enqueueNotification(tx, {
    kind: "unexpected_payment_refunded",
    preorderId: order.preorderId,
    subjectKey: row.id,
  });
  await enqueueNotification(tx, {
    kind: "staff_unexpected_payment_alert",
    preorderId: order.preorderId,
    subjectKey: row.id,
  });
  return { settled: true, refunded: row, outcome };
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
 * The reconciler's balance pass: open balance orders of pre-orders still waiting for their
 * balance, and superseded ones of any order (a capture there is refunded), older than `stuckAfterMs` (the callback and webhook have had their chance) and
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
        // The live quote of an order waiting for its balance, and any other quote whatever the
        // order's state: a payment the order cannot take is still found, and given back.
        or(
          inArray(
            preorders.status,
            [...RECONCILABLE].filter((s) => isIn(BALANCE_PAYABLE, s)),
          ),
          ne(balanceOrders.status, "created"),
        ),
        notInArray(balanceOrders.status, ["paid", "refunded"]),
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

/** The accessories a paid balance added join the order's items (once, whoever settles it). */
export async function addBalanceItems(tx: Transaction, order: BalanceOrderRow): Promise<void> {
  if (order.addedItems.length === 0) return;
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
