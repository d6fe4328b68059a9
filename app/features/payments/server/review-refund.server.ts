import { refunds } from "../../../../db/schema";
import type { Transaction } from "../../orders/server/state-machine.server";
import type { Currency } from "~/lib/regions";

/** The idempotency key of the one refund a review may decide for a pre-order. */
export function reviewRefundKey(preorderId: string): string {
  return `review:${preorderId}`;
}

/**
 * Reserves the refund of everything captured, in the transaction that records the operator's
 * decision: the decision and its refund exist together or not at all, so a crash between the two
 * leaves a pending refund that a retry (same key) or the reconciler completes, never a decided
 * review with nothing to refund. `requestRefund` with the same key then asks the gateway.
 */
export async function reserveReviewRefund(
  tx: Transaction,
  input: { preorderId: string; paymentId: string; amount: number; currency: Currency; actor: string },
): Promise<void> {
  await tx
    .insert(refunds)
    .values({
      preorderId: input.preorderId,
      amount: input.amount,
      currency: input.currency,
      idempotencyKey: reviewRefundKey(input.preorderId),
      // The parked payment is the one recorded as the booking's.
      gatewayPaymentId: input.paymentId,
      actor: input.actor,
    })
    .onConflictDoNothing({ target: refunds.idempotencyKey });
}
