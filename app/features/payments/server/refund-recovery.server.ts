import { and, asc, eq, isNotNull, isNull, or } from "drizzle-orm";
import { preorders, refunds, type RefundStatus } from "../../../../db/schema";
import { orderColumns } from "~/lib/order-reads.server";
import type { GatewayRefund } from "./gateway";
import type { PaymentDeps } from "./payment-deps.server";
import { settleRefund, settleRefundFailed, type RefundRow } from "./refund-settlement.server";
import { olderThan } from "./stale.server";
import type { TransitionSource } from "../../orders/server/state-machine.server";

/**
 * What asking the gateway about a refund came to: it answered (and the refund is settled as it
 * says, which may still be pending), it refused the refund for good (marked failed), or there was
 * no answer (the refund stays pending; the next try uses the same key).
 */
export type GatewayAnswer =
  | { kind: "answered"; status: RefundStatus; refund: GatewayRefund }
  | { kind: "refused"; failure: string }
  | { kind: "unknown" };

/** The gateway payment a refund row refunds (rows older than the balance name none: the booking's). */
async function paymentOf(deps: PaymentDeps, row: RefundRow): Promise<string | null> {
  if (row.gatewayPaymentId) return row.gatewayPaymentId;
  const preorder = await orderColumns(deps.db, row.preorderId, { paymentId: preorders.gatewayPaymentId });
  return preorder?.paymentId ?? null;
}

/**
 * Asks the gateway to make the refund of a pending row. Our row id is the idempotency key (a UUID
 * meets Razorpay's format and never changes), so asking again never refunds twice.
 */
export async function refundAtGateway(
  deps: PaymentDeps,
  row: RefundRow,
  source: TransitionSource,
  paymentId?: string,
): Promise<GatewayAnswer> {
  const payment = paymentId ?? (await paymentOf(deps, row));
  if (!payment) return { kind: "unknown" };
  const result = await deps.gateway.refund(payment, row.amount, row.id);
  if (!result.ok) {
    const { failure } = result;
    const definite = (failure.kind === "http_4xx" && failure.status !== 409) || failure.kind === "not_found";
    deps.log.warn(
      {
        preorderId: row.preorderId,
        refundId: row.id,
        failure: { kind: failure.kind, status: failure.status },
      },
      "refund request to the gateway failed",
    );
    if (!definite) return { kind: "unknown" };
    const reason = `gateway_${failure.status ?? failure.kind}`;
    await settleRefundFailed(deps, row, source, reason);
    return { kind: "refused", failure: reason };
  }
  return settleAnswer(deps, row, result.value, source);
}

async function settleAnswer(
  deps: PaymentDeps,
  row: RefundRow,
  refund: GatewayRefund,
  source: TransitionSource,
): Promise<GatewayAnswer> {
  if (refund.amount !== row.amount || refund.currency !== row.currency) {
    deps.log.warn({ refundId: row.id, security: true }, "security: refund_amount_mismatch");
  }
  await settleRefund(deps, row, refund.status, source, refund.id);
  return { kind: "answered", status: refund.status, refund };
}

/**
 * A refund left pending (the gateway answered 5xx or not at all, or the process died before it
 * asked or before it stored the answer): the gateway's list of the payment's refunds is read first
 * and ours is found by its receipt (our row id) or its gateway id. Found, it is settled from what
 * the gateway says; not found, the gateway never made it and it is asked for again with the same
 * idempotency key.
 */
export async function resolvePendingRefund(
  deps: PaymentDeps,
  row: RefundRow,
  source: TransitionSource,
): Promise<GatewayAnswer> {
  const paymentId = await paymentOf(deps, row);
  if (!paymentId) return { kind: "unknown" };
  const listed = await deps.gateway.fetchPaymentRefunds(paymentId);
  if (!listed.ok && listed.failure.kind !== "not_found") return { kind: "unknown" };
  const found = listed.ok
    ? listed.value.find(
        (r) => r.receipt === row.id || (row.gatewayRefundId !== null && r.id === row.gatewayRefundId),
      )
    : undefined;
  if (found) {
    const answer = await settleAnswer(deps, row, found, source);
    // Still pending at the gateway: asked again after the poll interval, not on every pass.
    if (found.status === "pending") {
      await deps.db
        .update(refunds)
        .set({ updatedAt: new Date() })
        .where(and(eq(refunds.id, row.id), eq(refunds.status, "pending")));
    }
    return answer;
  }
  if (row.gatewayRefundId) {
    // The gateway gave us this id, yet does not list it: never guess, keep it visible and pending.
    deps.log.warn({ code: "refund_not_listed", refundId: row.id }, "gateway does not list a refund it made");
    return { kind: "unknown" };
  }
  return refundAtGateway(deps, row, source, paymentId);
}

export interface RefundRecoveryOptions {
  /**
   * A pending refund the gateway never answered is retried once untouched this long: longer than
   * the gateway call's time-out, so no request still in flight is working on it.
   */
  retryAfterMs: number;
  /** A refund the gateway accepted and is still processing is asked about this often (webhooks come first). */
  pollAfterMs: number;
}

/**
 * One reconciler pass over pending refunds, by the pass's clock `now`; resolves with how many were
 * settled processed or failed.
 */
export async function recoverPendingRefunds(
  deps: PaymentDeps,
  { now, ...options }: RefundRecoveryOptions & { now: number },
): Promise<number> {
  const stuck = await deps.db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.status, "pending"),
        or(
          and(isNull(refunds.gatewayRefundId), olderThan(refunds.updatedAt, options.retryAfterMs, now)),
          and(isNotNull(refunds.gatewayRefundId), olderThan(refunds.updatedAt, options.pollAfterMs, now)),
        ),
      ),
    )
    .orderBy(asc(refunds.updatedAt))
    .limit(100);
  let settled = 0;
  for (const row of stuck) {
    const answer = await resolvePendingRefund(deps, row, "reconciler");
    if (answer.kind === "refused" || (answer.kind === "answered" && answer.status !== "pending")) settled++;
  }
  return settled;
}
