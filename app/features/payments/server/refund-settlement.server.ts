import { and, eq, inArray, sql } from "drizzle-orm";
import { preorders, refunds, type RefundStatus } from "../../../../db/schema";
import { enqueueNotification } from "~/features/notifications/server/enqueue.server";
import { issueDocument } from "~/features/documents/server/issue.server";
import type { Database } from "../../../lib/db.server";
import type { PaymentDeps } from "~/features/payments/server/payment-deps.server";
import { deleteBuyerRecordings } from "~/lib/voice-notes.server";
import {
  applyTransitionIn,
  type Transaction,
  type TransitionSource,
} from "~/features/orders/server/state-machine.server";

export type RefundRow = typeof refunds.$inferSelect;

/**
 * Total of the pre-order's processed refunds, in minor units: of what the order took (a payment
 * it could not take and gave back is not the order's money).
 */
export async function refundedTotal(db: Database | Transaction, preorderId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${refunds.amount})` })
    .from(refunds)
    .where(
      and(eq(refunds.preorderId, preorderId), eq(refunds.status, "processed"), eq(refunds.unexpected, false)),
    );
  return Number(row?.total ?? 0);
}

/**
 * The gateway processed a refund. One transaction holds the compare-and-set on the refund row
 * (pending → processed), the buyer's e-mail in the outbox and the pre-order's step through the
 * state machine: the e-mail ("refunded in full, your pre-order is cancelled") exists only if the
 * order moved with it. A replayed webhook finds nothing to do.
 */
async function settleRefundProcessed(
  deps: PaymentDeps,
  refund: RefundRow,
  source: TransitionSource,
  gatewayRefundId?: string,
): Promise<void> {
  const won = await deps.db.transaction(async (tx) => {
    const moved = await leavePending(tx, refund, { status: "processed" }, gatewayRefundId);
    // A payment the order never took: the buyer was told when it arrived, and the order is as it was.
    if (refund.unexpected) return moved;
    if (moved) {
      // The buyer's e-mail: one per refund (its id is the subject key).
      await enqueueNotification(tx, {
        kind: "refund_email",
        preorderId: refund.preorderId,
        subjectKey: refund.id,
      });
      // Its GST document: a credit note against the invoice, or a refund voucher before dispatch.
      await issueDocument(tx, {
        kind: "refund",
        preorderId: refund.preorderId,
        refundId: refund.id,
        amount: refund.amount,
      });
    }
    // Every time, not only when this call won: the step is idempotent and also completes a
    // refund an older version of this code settled without moving the order.
    const total = await refundedTotal(tx, refund.preorderId);
    const step = await applyTransitionIn(tx, {
      preorderId: refund.preorderId,
      event: { type: "refund_settled", refunded: total },
      source,
      detail: `refund ${refund.gatewayRefundId ?? gatewayRefundId ?? refund.id} processed ${refund.amount} ${refund.currency}; ${total} refunded in all`,
    });
    // Refunded in full: nothing is kept of the buyer's recording or prescription (a cancellation
    // deleted them already).
    if ((step.changed ? step.to : step.status) === "refunded")
      await deleteBuyerRecordings(tx, refund.preorderId);
    return moved;
  });
  if (won) void deps.outbox.drain();
}

/**
 * The gateway refused or failed a refund: the reserved amount is released, the pre-order shows
 * `refund_failed` until an operator tries again, and staff get one alert for this refund, all in
 * one transaction. Only the call that moves the row reports it, so a replayed failure cannot pull
 * back an order a later refund has moved on.
 */
export async function settleRefundFailed(
  deps: PaymentDeps,
  refund: RefundRow,
  source: TransitionSource,
  reason: string,
  gatewayRefundId?: string,
): Promise<void> {
  const won = await deps.db.transaction(async (tx) => {
    const moved = await leavePending(
      tx,
      refund,
      { status: "failed", failureReason: reason },
      gatewayRefundId,
    );
    if (!moved) return false;
    // A payment the order never took moves no status; staff hear of it below all the same.
    if (!refund.unexpected)
      await applyTransitionIn(tx, {
        preorderId: refund.preorderId,
        event: { type: "refund_failed" },
        source,
        detail: `refund ${gatewayRefundId ?? refund.id} of ${refund.amount} ${refund.currency} failed: ${reason}`,
      });
    // One staff alert per failed refund, so "our team has been told and will retry it" on the
    // order page is true exactly once per failure.
    await enqueueNotification(tx, {
      kind: "staff_refund_failed_alert",
      preorderId: refund.preorderId,
      subjectKey: refund.id,
    });
    return true;
  });
  if (!won) return;
  deps.log.warn({ preorderId: refund.preorderId, refundId: refund.id, reason }, "refund failed");
  void deps.outbox.drain();
}

/**
 * The compare-and-set both outcomes make: the refund leaves `pending` (keeping the gateway's id
 * when it is new to us), and only the call that moves it goes on. The pre-order's row is locked
 * first, as the reservation does, so two refunds of one order settling at once each see the
 * other's total.
 */
async function leavePending(
  tx: Transaction,
  refund: RefundRow,
  outcome: { status: "processed" } | { status: "failed"; failureReason: string },
  gatewayRefundId: string | undefined,
): Promise<boolean> {
  await tx
    .select({ id: preorders.id })
    .from(preorders)
    .where(eq(preorders.id, refund.preorderId))
    .for("update");
  const now = new Date();
  const updated = await tx
    .update(refunds)
    .set({
      ...outcome,
      ...(outcome.status === "processed" ? { processedAt: now } : {}),
      updatedAt: now,
      ...(gatewayRefundId && !refund.gatewayRefundId ? { gatewayRefundId } : {}),
    })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, "pending")))
    .returning({ id: refunds.id });
  return updated.length > 0;
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
