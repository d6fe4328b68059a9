import { and, eq } from "drizzle-orm";
import { balanceOrders, preorders, refunds, type RefundStatus } from "../../../../db/schema";
import type { WebhookBody } from "~/features/payments/server/razorpay-schemas";
import type { PaymentDeps } from "./payment-deps.server";
import { settleRefund, type RefundRow } from "./refund-settlement.server";

/** The refund events we act on; `payment.refunded` counts when it carries the refund. */
export const REFUND_EVENTS = new Set([
  "refund.created",
  "refund.processed",
  "refund.failed",
  "payment.refunded",
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A signed refund webhook. The refund is found by the gateway's id, else by the receipt we sent (our
 * row id: the webhook can beat the reply to our refund request), else it is a refund made in the
 * gateway's dashboard and is recorded for the payment it belongs to. Its outcome then goes through
 * the same settlement as our own requests; replays find nothing left to change.
 */
export async function handleRefundWebhook(deps: PaymentDeps, body: WebhookBody): Promise<void> {
  const refund = body.payload.refund?.entity;
  if (!refund) {
    deps.log.info({ event: body.event }, "refund webhook without a refund entity");
    return;
  }
  const status: RefundStatus =
    body.event === "refund.processed"
      ? "processed"
      : body.event === "refund.failed"
        ? "failed"
        : refund.status;

  const row =
    (await findRefund(deps, refund.id, refund.receipt)) ?? (await recordOutsideRefund(deps, refund));
  if (!row) {
    deps.log.info({ event: body.event, refundId: refund.id }, "refund webhook for a payment we do not know");
    return;
  }
  if (row.currency !== refund.currency || row.amount !== refund.amount) {
    deps.log.warn(
      { security: true, event: "refund_webhook_mismatch", refundId: row.id },
      "security: refund_webhook_mismatch",
    );
    return;
  }
  await settleRefund(deps, row, status, "webhook", refund.id);
}

async function findRefund(deps: PaymentDeps, gatewayRefundId: string, receipt: string | null) {
  const [byId] = await deps.db.select().from(refunds).where(eq(refunds.gatewayRefundId, gatewayRefundId));
  if (byId) return byId;
  if (!receipt || !UUID.test(receipt)) return undefined;
  const [byReceipt] = await deps.db.select().from(refunds).where(eq(refunds.id, receipt));
  return byReceipt && (byReceipt.gatewayRefundId ?? gatewayRefundId) === gatewayRefundId
    ? byReceipt
    : undefined;
}

/** A refund someone made in the gateway's dashboard: recorded so totals, states and e-mails stay true. */
async function recordOutsideRefund(
  deps: PaymentDeps,
  refund: NonNullable<WebhookBody["payload"]["refund"]>["entity"],
): Promise<RefundRow | undefined> {
  // The payment is the booking's, or a paid balance's.
  const [balance] = await deps.db
    .select({ preorderId: balanceOrders.preorderId })
    .from(balanceOrders)
    .where(and(eq(balanceOrders.gatewayPaymentId, refund.payment_id), eq(balanceOrders.status, "paid")));
  const [preorder] = await deps.db
    .select({ id: preorders.id, currency: preorders.currency })
    .from(preorders)
    .where(
      balance ? eq(preorders.id, balance.preorderId) : eq(preorders.gatewayPaymentId, refund.payment_id),
    );
  if (!preorder) return undefined;
  await deps.db
    .insert(refunds)
    .values({
      preorderId: preorder.id,
      amount: refund.amount,
      // A refund is in its payment's currency, which the capture checked is the pre-order's.
      currency: preorder.currency,
      idempotencyKey: `gateway:${refund.id}`,
      gatewayRefundId: refund.id,
      gatewayPaymentId: refund.payment_id,
      actor: "gateway",
    })
    .onConflictDoNothing();
  const [row] = await deps.db.select().from(refunds).where(eq(refunds.gatewayRefundId, refund.id));
  return row;
}
