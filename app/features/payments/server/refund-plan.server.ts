import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { balanceOrders, preorders, refunds } from "../../../../db/schema";
import { IN_REVIEW, isIn } from "../../../../db/order-status";
import type { Database, Transaction } from "~/lib/db.server";
import { orderColumns } from "~/lib/order-reads.server";
import { leftInAll, leftOf, type CapturedPayment } from "./refund-split";

/**
 * The order's captured payments, each with what its refunds (processed or pending) already took:
 * the booking's payment when one was recorded, and the balance's once it is captured (its paid
 * balance order's payment, for the balance amount the capture recorded). Empty when nothing was
 * captured (or only a parked payment no operator has decided). Refund rows older than the balance name no payment: they are the booking's.
 */
export async function capturedPayments(
  db: Database | Transaction,
  preorderId: string,
): Promise<CapturedPayment[]> {
  const order = await orderColumns(db, preorderId, {
    bookingPayment: preorders.gatewayPaymentId,
    booking: preorders.preorderAmount,
    balance: preorders.balanceAmount,
    status: preorders.status,
    reviewResolution: preorders.reviewResolution,
  });
  if (!order) return [];
  const [paidBalance] = await db
    .select({ paymentId: balanceOrders.gatewayPaymentId })
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
  const taken = await db
    .select({
      paymentId: refunds.gatewayPaymentId,
      total: sql<string | number | null>`sum(${refunds.amount})`,
    })
    .from(refunds)
    .where(and(eq(refunds.preorderId, preorderId), inArray(refunds.status, ["pending", "processed"])))
    .groupBy(refunds.gatewayPaymentId);
  const reserved = (paymentId: string) =>
    taken
      .filter((t) => (t.paymentId ?? order.bookingPayment) === paymentId)
      .reduce((sum, t) => sum + Number(t.total ?? 0), 0);

  const payments: CapturedPayment[] = [];
  // A parked payment nobody decided yet is the gateway's word, not a booking: its amount is known
  // once an operator accepts or refunds it (the decision records it as the booking).
  const undecided = isIn(IN_REVIEW, order.status) && order.reviewResolution === null;
  if (order.bookingPayment && !undecided) {
    const paymentId = order.bookingPayment;
    payments.push({ kind: "booking", paymentId, captured: order.booking, reserved: reserved(paymentId) });
  }
  if (paidBalance?.paymentId && order.balance !== null) {
    const paymentId = paidBalance.paymentId;
    payments.push({ kind: "balance", paymentId, captured: order.balance, reserved: reserved(paymentId) });
  }
  return payments;
}

/** What the console shows and a cancellation refunds: captured in all, and what is left per payment. */
export interface RefundPlan {
  captured: number;
  left: number;
  payments: (CapturedPayment & { left: number })[];
}

/** The order's captured payments and what is left to refund of each and in all. */
export async function refundPlan(db: Database | Transaction, preorderId: string): Promise<RefundPlan> {
  const payments = await capturedPayments(db, preorderId);
  return {
    captured: payments.reduce((sum, p) => sum + p.captured, 0),
    left: leftInAll(payments),
    payments: payments.map((p) => ({ ...p, left: leftOf(p) })),
  };
}
