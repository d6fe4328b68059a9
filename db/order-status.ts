import type { PreorderStatus } from "./schema.ts";

/**
 * Every question about an order's status is answered here, and only here: which states hold
 * captured money, keep a place in the delivery queue, may be cancelled, paid online, reconciled or
 * dispatched. Raw SQL uses `sqlList(SET)` so a query and the code can never disagree.
 */

type StatusSet = ReadonlySet<PreorderStatus>;
const set = (...states: PreorderStatus[]): StatusSet => new Set(states);

/** Not yet paid: the booking can still be paid online (a new attempt on the same order). */
export const AWAITING_BOOKING = set("received", "awaiting_payment", "failed");

/** The booking's money is with us, the order goes on (refund_failed: a refund did not go through). */
export const BOOKED = set("paid", "partially_refunded", "refund_failed");

/** From here the balance link has gone out; these are the steps after the booking, in order. */
export const FULFILMENT = set("balance_due", "balance_paid", "shipped", "delivered");

/**
 * Money captured and (at least partly) still held: it counts in paid totals and may be refunded.
 * A parked payment (needs_review) is captured too but is neither honoured nor counted until an
 * operator decides; a cancelled order may still hold money until its refund settles.
 */
export const CAPTURED = set(...BOOKED, ...FULFILMENT);

/**
 * Holds a place in the delivery queue (glasses orders only): booked and every step after it.
 * A fully refunded or cancelled order leaves; everyone after it moves up. The partial index
 * luxid_preorders_queue_idx carries exactly this predicate.
 */
export const HOLDS_QUEUE_PLACE = set(...BOOKED, ...FULFILMENT);

/** A refund may be asked: money is held, and the order has not been delivered (warranty after). */
export const REFUNDABLE = set(...BOOKED, "balance_due", "balance_paid", "shipped", "cancelled");

/** An operator may cancel: anything before dispatch that is not already closed. */
export const CANCELLABLE = set(
  "received",
  "awaiting_payment",
  "failed",
  ...BOOKED,
  "balance_due",
  "balance_paid",
);

/** The buyer may pay the booking online from the callback or the order page. */
export const BOOKING_PAYABLE = AWAITING_BOOKING;

/** The buyer may pay the balance online. */
export const BALANCE_PAYABLE = set("balance_due");

/** A wave or a single "send balance link" may ask these for their balance. */
export const BALANCE_REQUESTABLE = BOOKED;

/** The reconciler asks the gateway about these: a payment may have been captured unseen. */
export const RECONCILABLE = set("received", "awaiting_payment", "failed", "balance_due");

/** Ready to ship: the balance is paid. */
export const DISPATCHABLE = set("balance_paid");

/** The buyer may still correct the shipping address (until the order ships). */
export const ADDRESS_EDITABLE = set(
  "received",
  "awaiting_payment",
  "failed",
  "needs_review",
  ...BOOKED,
  "balance_due",
  "balance_paid",
);

/**
 * A glasses buyer may give or replace the prescription: the order is booked and on its way to
 * dispatch (not before the booking is paid, not while a payment is under review, not once shipped).
 */
export const PRESCRIPTION_EDITABLE = set(...BOOKED, "balance_due", "balance_paid");

/** No event moves these again. */
export const FINAL = set("expired", "refunded", "delivered");

/** Membership test that narrows nothing but reads well at call sites. */
export function isIn(states: StatusSet, status: PreorderStatus): boolean {
  return states.has(status);
}

/** The set as a SQL list literal for raw queries: `status in ${sqlList(CAPTURED)}`. */
export function sqlList(states: StatusSet): string {
  return `(${[...states].map((s) => `'${s}'`).join(", ")})`;
}
