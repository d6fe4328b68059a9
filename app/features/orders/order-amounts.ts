import {
  AWAITING_BOOKING,
  BALANCE_PAYABLE,
  BOOKED,
  CLOSED,
  IN_REVIEW,
  isIn,
  type PreorderStatus,
} from "../../../db/order-status";
import { BOOKING_PERCENT } from "~/lib/pricing";

/** One line of the order page's sums: a label and an amount in minor units. */
export interface AmountRow {
  label: string;
  amount: number;
  /** "minus" is shown as a deduction; "due" is what the buyer is asked to pay now. */
  tone?: "minus" | "due";
}

/** What the sums are made of, as stored on the order (minor units of its currency). */
export interface OrderFigures {
  status: PreorderStatus;
  subtotal: number;
  bundleDiscount: number;
  total: number;
  booking: number;
  remaining: number;
  /** Set once the booking was captured and honoured. */
  bookingPaid: boolean;
  /** The balance as captured (after the accessory credit), once paid. */
  balancePaid: number | null;
  /** Processed refunds, booking and balance together. */
  refunded: number;
  /** Line totals of the accessories added with the balance (0 when none). */
  added: number;
  /** The accessory credit spent with the balance (0 before it is paid). */
  creditApplied: number;
}

/**
 * The order page's sums, true in every state: an unpaid order asks for its booking and shows the
 * rest as still to come, a paid one what was paid and refunded and what is left before dispatch,
 * a closed one that nothing more is due. Nothing here is computed from a price: the figures are
 * the ones the server stored when it priced the order.
 */
export function orderAmounts(f: OrderFigures): AmountRow[] {
  const rows: AmountRow[] = [];
  if (f.bundleDiscount > 0) {
    rows.push({ label: "Subtotal", amount: f.subtotal });
    rows.push({ label: "Bundle discount", amount: f.bundleDiscount, tone: "minus" });
  }
  rows.push({ label: "Order total", amount: f.total });
  // With the balance: what was added and the credit spent, so the sums add up to what was paid.
  if (f.added > 0) rows.push({ label: "Accessories added with the balance", amount: f.added });
  if (f.creditApplied > 0) {
    rows.push({ label: "Accessory credit applied", amount: f.creditApplied, tone: "minus" });
  }

  if (isIn(AWAITING_BOOKING, f.status)) {
    rows.push({ label: `Booking to pay now (${BOOKING_PERCENT}%)`, amount: f.booking, tone: "due" });
    rows.push({ label: "Remaining, due before dispatch", amount: f.remaining });
    return rows;
  }
  if (isIn(IN_REVIEW, f.status)) {
    rows.push({ label: "Booking (payment under review)", amount: f.booking });
    return rows;
  }
  if (f.bookingPaid) rows.push({ label: "Booking paid", amount: f.booking });
  if (f.balancePaid !== null) rows.push({ label: "Balance paid", amount: f.balancePaid });
  if (f.refunded > 0) rows.push({ label: "Refunded", amount: f.refunded, tone: "minus" });
  // A closed order (cancelled, refunded, lapsed) owes nothing and asks nothing: no "left to pay".
  if (isIn(CLOSED, f.status)) return rows;
  if (f.balancePaid !== null) {
    rows.push({ label: "Left to pay", amount: 0 });
  } else if (isIn(BOOKED, f.status) || isIn(BALANCE_PAYABLE, f.status)) {
    rows.push({
      label: "Remaining, due before dispatch",
      amount: f.remaining,
      ...(isIn(BALANCE_PAYABLE, f.status) ? { tone: "due" as const } : {}),
    });
  }
  return rows;
}
