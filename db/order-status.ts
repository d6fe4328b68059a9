/**
 * Every question about an order's status is answered here, and only here: which states hold
 * captured money, keep a place in the delivery queue, may be cancelled, paid online, reconciled or
 * dispatched. Raw SQL uses `sqlList(SET)` so a query and the code can never disagree. The list of
 * states lives here too (db/schema.ts re-exports it): this module imports nothing, so browser code
 * (the console's state filter) can read it without pulling in the schema.
 */

/**
 * The order's states from booking to the buyer's door, forward-only: the transition table in
 * app/features/payments/server/transitions.ts says who moves each one.
 */
export const preorderStatuses = [
  "received",
  "awaiting_payment",
  "paid",
  "failed",
  "needs_review",
  "expired",
  "partially_refunded",
  "refunded",
  "refund_failed",
  "balance_due",
  "balance_paid",
  "shipped",
  "delivered",
  "cancelled",
] as const;
export type PreorderStatus = (typeof preorderStatuses)[number];

type StatusSet = ReadonlySet<PreorderStatus>;
const set = (...states: PreorderStatus[]): StatusSet => new Set(states);

/** A booking payment may be under way: the gateway has not said how it ended (the callback keeps asking). */
export const PAYMENT_IN_FLIGHT = set("received", "awaiting_payment");

/** Not yet paid: the booking can still be paid online (a new attempt on the same order). */
export const AWAITING_BOOKING = set(...PAYMENT_IN_FLIGHT, "failed");

/**
 * Parked: the gateway captured money the order cannot honour as it stands (another amount, a late
 * capture); an operator decides whether to keep or refund it.
 */
export const IN_REVIEW = set("needs_review");

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

/**
 * Holds a queue place and has not left us yet: a new delivery window concerns it (a parcel with
 * the carrier has its own date).
 */
export const AWAITING_DISPATCH = set(...BOOKED, "balance_due", "balance_paid");

/** A refund may be asked: money is held, and the order has not been delivered (warranty after). */
export const REFUNDABLE = set(...BOOKED, "balance_due", "balance_paid", "shipped", "cancelled");

/** An operator may cancel: anything before dispatch that is not already closed. */
export const CANCELLABLE = set(...AWAITING_BOOKING, ...BOOKED, "balance_due", "balance_paid");

/**
 * The buyer may ask, from the order page, to cancel: whatever an operator could still cancel, and a
 * parked payment (the operator refunds it through the review). Asking changes no state.
 */
export const CANCELLATION_REQUESTABLE = set(...CANCELLABLE, ...IN_REVIEW);

/** The buyer may pay the booking online from the callback or the order page. */
export const BOOKING_PAYABLE = set(...AWAITING_BOOKING);

/** The buyer may pay the balance online. */
export const BALANCE_PAYABLE = set("balance_due");

/** A wave or a single "send balance link" may ask these for their balance. */
export const BALANCE_REQUESTABLE = set(...BOOKED);

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

/** The buyer may change VueRING's ring size: until the order ships, like the address. */
export const RING_SIZE_EDITABLE = set(...ADDRESS_EDITABLE);

/**
 * A glasses buyer may give or replace the prescription: the order is booked and on its way to
 * dispatch (not before the booking is paid, not while a payment is under review, not once shipped).
 */
export const PRESCRIPTION_EDITABLE = set(...BOOKED, "balance_due", "balance_paid");

/**
 * The order will not go on (it lapsed unpaid, was refunded in full, or was cancelled): nothing more
 * is due and no accessory credit is left to spend.
 */
export const CLOSED = set("expired", "refunded", "cancelled");

/** Membership test that narrows nothing but reads well at call sites. */
export function isIn(states: StatusSet, status: PreorderStatus): boolean {
  return states.has(status);
}

/** The set as a SQL list literal for raw queries: `status in ${sqlList(CAPTURED)}`. */
export function sqlList(states: StatusSet): string {
  return `(${[...states].map((s) => `'${s}'`).join(", ")})`;
}
