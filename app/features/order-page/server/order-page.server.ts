import { and, eq, isNull, sql } from "drizzle-orm";
import { findProduct } from "~/content/catalogue";
import { preorderItems, preorders } from "../../../../db/schema";
import {
  BALANCE_PAYABLE,
  BOOKED,
  BOOKING_PAYABLE,
  CANCELLABLE,
  CANCELLATION_REQUESTABLE,
  CLOSED,
  IN_REVIEW,
  isIn,
} from "../../../../db/order-status";
import { orderAmounts } from "../../orders/order-amounts";
import { enqueueNotification } from "~/features/notifications/server/enqueue.server";
import type { Database } from "../../../lib/db.server";
import { queuePosition } from "~/features/orders/server/state-machine.server";
import { refundedTotal } from "../../payments/server/refund-settlement.server";
import type { OrderPage } from "../contract";
import { balancePanelFor, type PayByRule } from "~/features/fulfilment/server/balance-payment.server";

/**
 * The address as the order page shows it: enough for the buyer to recognise it, not enough to be
 * useful to someone who glimpses a forwarded link. The last part (city, postcode) is shown, and of
 * the first line its opening characters (a house number, say); whatever lies between is left out.
 * An address typed on one line keeps its last two words (city and postcode, as a rule).
 */
export function maskAddress(address: string): string {
  const parts = address
    .split(/[,\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return "";
  const opening = (line: string) => (line.length > 4 ? `${line.slice(0, 4).trimEnd()}…` : "…");
  if (parts.length === 1) {
    const words = parts[0]!.split(/\s+/);
    if (words.length <= 2) return opening(parts[0]!);
    return `${opening(parts[0]!)} ${words.slice(-2).join(" ")}`;
  }
  return `${opening(parts[0]!)}, ${parts.at(-1)!}`;
}

/** Everything the buyer's order page shows; no name, e-mail or phone. */
export async function loadOrderPage(
  db: Database,
  reference: string,
  due?: PayByRule,
): Promise<OrderPage | undefined> {
  const [p] = await db.select().from(preorders).where(eq(preorders.reference, reference));
  if (!p) return undefined;
  const items = await db
    .select({
      productId: preorderItems.productId,
      quantity: preorderItems.quantity,
      unitPrice: preorderItems.unitPrice,
      lineTotal: preorderItems.lineTotal,
    })
    .from(preorderItems)
    // As booked: accessories added with the balance are listed with the balance.
    .where(and(eq(preorderItems.preorderId, p.id), eq(preorderItems.addedAtBalance, false)));
  const refunded = await refundedTotal(db, p.id);
  const [addedRow] = await db
    .select({ total: sql<string | number | null>`sum(${preorderItems.lineTotal})` })
    .from(preorderItems)
    .where(and(eq(preorderItems.preorderId, p.id), eq(preorderItems.addedAtBalance, true)));
  return {
    reference: p.reference,
    status: p.status,
    currency: p.currency,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
    queuePosition: await queuePosition(db, p.id),
    items: items.map((i) => ({ ...i, name: findProduct(i.productId)?.name ?? i.productId })),
    subtotal: p.subtotalAmount,
    bundleDiscount: p.bundleDiscount,
    total: p.totalAmount,
    booking: p.preorderAmount,
    // Paid once captured as the booking (paid_at is set then), refunded since or not: the refunds
    // show beside it. The callback counts the same orders as SUCCESS while the money is held.
    bookingPaid: p.paidAt ? p.preorderAmount : 0,
    refunded,
    // Nothing more is due on an order that will not go on.
    remaining: isIn(CLOSED, p.status) ? 0 : p.remainingAmount,
    amounts: orderAmounts({
      status: p.status,
      subtotal: p.subtotalAmount,
      bundleDiscount: p.bundleDiscount,
      total: p.totalAmount,
      booking: p.preorderAmount,
      remaining: p.remainingAmount,
      bookingPaid: p.paidAt !== null,
      balancePaid: p.balancePaidAt ? (p.balanceAmount ?? 0) : null,
      refunded,
      added: Number(addedRow?.total ?? 0),
      creditApplied: p.balancePaidAt ? (p.balanceCreditApplied ?? 0) : 0,
    }),
    closed: isIn(CLOSED, p.status),
    bookingDue: isIn(BOOKING_PAYABLE, p.status) ? p.preorderAmount : null,
    // The credit comes with a booked glasses order and is spent with the balance.
    accessoryCredit:
      p.includesGlasses && (isIn(BOOKED, p.status) || isIn(BALANCE_PAYABLE, p.status))
        ? p.accessoryCredit
        : 0,
    maskedAddress: maskAddress(p.address),
    cancellationRequestedAt: p.cancellationRequestedAt?.toISOString() ?? null,
    canRequestCancellation: isIn(IN_REVIEW, p.status) && p.cancellationRequestedAt === null,
    canCancel: isIn(CANCELLABLE, p.status),
    dispatched: p.status === "shipped" || p.status === "delivered",
    plainLenses:
      p.includesGlasses &&
      p.prescriptionOverride !== null &&
      (p.status === "shipped" || p.status === "delivered"),
    balance: await balancePanelFor(db, p, due),
  };
}

export const MAX_CANCELLATION_REASON = 500;

/** The order's id while the buyer may cancel it from its page, or null. */
export async function cancellableOrderId(db: Database, reference: string): Promise<string | null> {
  const [p] = await db
    .select({ id: preorders.id, status: preorders.status })
    .from(preorders)
    .where(eq(preorders.reference, reference));
  return p && isIn(CANCELLABLE, p.status) ? p.id : null;
}

/**
 * A parked payment's cancellation is asked, not done: records the buyer's wish to cancel, once (the first request and its time stand), and tells staff
 * through the outbox in the same transaction. Operators decide and refund from the console.
 */
export async function requestCancellation(
  db: Database,
  reference: string,
  reason: string,
): Promise<"recorded" | "already" | "not_cancellable" | "not_found"> {
  return db.transaction(async (tx) => {
    const [p] = await tx
      .select({ id: preorders.id, status: preorders.status, requested: preorders.cancellationRequestedAt })
      .from(preorders)
      .where(eq(preorders.reference, reference));
    if (!p) return "not_found";
    if (p.requested) return "already";
    if (!isIn(CANCELLATION_REQUESTABLE, p.status)) return "not_cancellable";
    const updated = await tx
      .update(preorders)
      .set({
        cancellationRequestedAt: new Date(),
        cancellationReason: reason.trim().slice(0, MAX_CANCELLATION_REASON) || null,
      })
      .where(and(eq(preorders.id, p.id), isNull(preorders.cancellationRequestedAt)))
      .returning({ id: preorders.id });
    if (updated.length === 0) return "already";
    await enqueueNotification(tx, { kind: "staff_cancellation_alert", preorderId: p.id });
    return "recorded";
  });
}
