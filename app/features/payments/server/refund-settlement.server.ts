import { and, eq, inArray, sql } from "drizzle-orm";
import { outbox, refunds, type RefundStatus } from "../../../../db/schema";
import type { Database } from "../../../lib/db.server";
import type { PaymentDeps } from "~/features/payments/server/payment-deps.server";
import { applyTransition, type TransitionSource } from "~/features/payments/server/state-machine.server";

/** The outbox kind of the buyer's refund e-mail: one row per refund (its id is the subject key). */
export const REFUND_EMAIL = "refund_email";

export type RefundRow = typeof refunds.$inferSelect;

/** Total of the pre-order's processed refunds, in minor units. */
export async function refundedTotal(db: Database, preorderId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${refunds.amount})` })
    .from(refunds)
    .where(and(eq(refunds.preorderId, preorderId), eq(refunds.status, "processed")));
  return Number(row?.total ?? 0);
}

/**
 * The gateway processed a refund. Compare-and-set on the refund row (pending → processed) together
 * with the buyer's e-mail in the outbox, so a replayed webhook finds nothing to do and the buyer is
 * written to once. The pre-order's status follows from the new total through the state machine,
 * every time: the step is idempotent and also completes an earlier attempt cut short by a crash.
 */
export async function settleRefundProcessed(
  deps: PaymentDeps,
  refund: RefundRow,
  source: TransitionSource,
  gatewayRefundId?: string,
): Promise<void> {
  const won = await deps.db.transaction(async (tx) => {
    const now = new Date();
    const updated = await tx
      .update(refunds)
      .set({
        status: "processed",
        processedAt: now,
        updatedAt: now,
        ...(gatewayRefundId && !refund.gatewayRefundId ? { gatewayRefundId } : {}),
      })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, "pending")))
      .returning({ id: refunds.id });
    if (updated.length === 0) return false;
    await tx
      .insert(outbox)
      .values({ kind: REFUND_EMAIL, preorderId: refund.preorderId, subjectKey: refund.id })
      .onConflictDoNothing();
    return true;
  });
  const total = await refundedTotal(deps.db, refund.preorderId);
  await applyTransition(deps.db, {
    preorderId: refund.preorderId,
    event: { type: "refund_settled", refunded: total },
    source,
    detail: `refund ${refund.gatewayRefundId ?? gatewayRefundId ?? refund.id} processed ${refund.amount} ${refund.currency}; ${total} refunded in all`,
  });
  if (won) void deps.outbox.drain();
}

/**
 * The gateway refused or failed a refund: the reserved amount is released and the pre-order shows
 * `refund_failed` until an operator tries again. Only the call that moves the row reports it, so a
 * replayed failure cannot pull back an order a later refund has moved on.
 */
export async function settleRefundFailed(
  deps: PaymentDeps,
  refund: RefundRow,
  source: TransitionSource,
  reason: string,
  gatewayRefundId?: string,
): Promise<void> {
  const updated = await deps.db
    .update(refunds)
    .set({
      status: "failed",
      failureReason: reason,
      updatedAt: new Date(),
      ...(gatewayRefundId && !refund.gatewayRefundId ? { gatewayRefundId } : {}),
    })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, "pending")))
    .returning({ id: refunds.id });
  if (updated.length === 0) return;
  deps.log.warn({ preorderId: refund.preorderId, refundId: refund.id, reason }, "refund failed");
  await applyTransition(deps.db, {
    preorderId: refund.preorderId,
    event: { type: "refund_failed" },
    source,
    detail: `refund ${gatewayRefundId ?? refund.id} of ${refund.amount} ${refund.currency} failed: ${reason}`,
  });
}

/** Applies what the gateway says about a refund it knows: processed, failed, or still pending. */
export async function settleRefund(
  deps: PaymentDeps,
  refund: RefundRow,
  status: RefundStatus,
  source: TransitionSource,
  gatewayRefundId: string,
): Promise<void> {
  if (status === "processed") await settleRefundProcessed(deps, refund, source, gatewayRefundId);
  else if (status === "failed")
    await settleRefundFailed(deps, refund, source, "gateway_failed", gatewayRefundId);
  else if (!refund.gatewayRefundId) {
    await deps.db
      .update(refunds)
      .set({ gatewayRefundId, updatedAt: new Date() })
      .where(and(eq(refunds.id, refund.id), inArray(refunds.status, ["pending"])));
  }
}
