import { and, desc, eq, isNotNull } from "drizzle-orm";
import { balanceOrders, refunds } from "../../../../db/schema";
import { enqueueNotification } from "~/features/notifications/server/enqueue.server";
import type { Database } from "~/lib/db.server";
import { addBalanceItems, type BalanceOrderRow } from "./balance-settle.server";
import type { PaymentDeps } from "./payment-deps.server";
import { refundAtGateway } from "./refund-recovery.server";
import type { RefundRow } from "./refund-settlement.server";
import {
  applyTransition,
  type ApplyOutcome,
  type Transaction,
} from "../../orders/server/state-machine.server";

/** The idempotency key of the refund of a parked balance payment: one per payment. */
const balanceReviewRefundKey = (paymentId: string) => `review-balance:${paymentId}`;

/**
 * The balance payment an order is parked for, if it is one: the live quote's capture whose amount
 * differed from the quote (settled onto its balance order, not honoured). Null when the review is
 * about the booking's payment.
 */
export async function parkedBalance(db: Database, preorderId: string): Promise<BalanceOrderRow | null> {
  const [row] = await db
    .select()
    .from(balanceOrders)
    .where(
      and(
        eq(balanceOrders.preorderId, preorderId),
        eq(balanceOrders.status, "paid"),
        isNotNull(balanceOrders.gatewayPaymentId),
      ),
    )
    .orderBy(desc(balanceOrders.paidAt))
    .limit(1);
  return row ?? null;
}

/**
 * An operator's decision on a parked balance payment, acting on that payment only (the booking is
 * never touched): accepted, what was captured is the balance (its accessories join the order, the
 * receipt follows); refunded, that payment is given back in full (a refund of no order total, as
 * for any payment the order could not take, with the buyer's e-mail), and the balance is due again.
 * One compare-and-set on the status; `alsoInTransaction` writes the operator's audit row with it.
 */
export async function resolveBalanceReview(
  deps: PaymentDeps,
  input: {
    parked: BalanceOrderRow;
    payment: { id: string; amount: number; currency: string };
    accepting: boolean;
    operatorEmail: string;
    alsoInTransaction: (tx: Transaction) => Promise<void>;
  },
): Promise<{ outcome: ApplyOutcome; refund: RefundRow | null }> {
  const { parked, payment, accepting } = input;
  let refund: RefundRow | null = null;
  const outcome = await applyTransition(deps.db, {
    preorderId: parked.preorderId,
    event: {
      type: accepting ? "balance_review_accepted" : "balance_review_refunded",
      amount: payment.amount,
      currency: payment.currency,
    },
    source: "operator",
    detail: `${input.operatorEmail} ${accepting ? "accepted" : "refunds"} balance payment ${payment.id} of ${payment.amount} ${payment.currency} (quote was ${parked.amount})`,
    patch: accepting
      ? { balanceAmount: payment.amount, balanceCreditApplied: parked.creditApplied }
      : { balanceAmount: null, balanceCreditApplied: null },
    alsoInTransaction: async (tx) => {
      await input.alsoInTransaction(tx);
      if (accepting) {
        await addBalanceItems(tx, parked);
        return;
      }
      await tx.update(balanceOrders).set({ status: "refunded" }).where(eq(balanceOrders.id, parked.id));
      const [row] = await tx
        .insert(refunds)
        .values({
          preorderId: parked.preorderId,
          amount: payment.amount,
          currency: parked.currency,
          idempotencyKey: balanceReviewRefundKey(payment.id),
          gatewayPaymentId: payment.id,
          actor: input.operatorEmail,
          unexpected: true,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return;
      refund = row;
      await enqueueNotification(tx, {
        kind: "unexpected_payment_refunded",
        preorderId: parked.preorderId,
        subjectKey: row.id,
      });
    },
  });
  if (refund) await refundAtGateway(deps, refund, "operator", payment.id);
  if (outcome.changed) void deps.outbox.drain();
  return { outcome, refund };
}
