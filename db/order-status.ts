/**
 * Every question about an order's status is answered here, and only here: which states hold
 * captured money, keep a place in the delivery queue, may be cancelled, paid online, reconciled or
 * dispatched. Raw SQL uses `sqlList(SET)` so a query and the code can never disagree. The list of
 * states lives here too (db/schema.ts re-exports it): this module imports nothing, so browser code
 * (the console's state filter) can read it without pulling in the schema.
 */

/**
 * The order's states from booking to the buyer's door, forward-only: the transition table in
 * app/features/orders/transitions.ts says who moves each one.
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

/**
 * What each state is, decided once per state: a `Record` over every state, so a state added to
 * the list above does not compile until each of these is decided for it. The named sets below are
 * read from this table (a forgotten set cannot silently leave a new state out of the queue).
 */
export interface StatusTraits {
  /**
   * booking: not yet paid; review: money captured that an operator must judge; booked: the booking
   * is held; fulfilment: the balance link has gone out and after; closed: the order will not go on.
   */
  stage: "booking" | "review" | "booked" | "fulfilment" | "closed";
  /** The gateway has not said how the booking's payment ended (the callback keeps asking). */
  paymentInFlight: boolean;
  /** Money captured and held, and a place in the delivery queue (glasses orders). */
  holdsQueuePlace: boolean;
  /** Holds its queue place and has not left us yet. */
  awaitsDispatch: boolean;
  /** An operator may cancel it. */
  cancellable: boolean;
  /** A refund may be asked: money is held and the order has not been delivered. */
  refundable: boolean;
  /** The reconciler asks the gateway about it: a payment may have been captured unseen. */
  reconcilable: boolean;
  /** The buyer may still correct the address and the ring size (until the order ships). */
  addressEditable: boolean;
  /** The buyer may pay the balance online. */
  balancePayable: boolean;
  /** Ready to ship. */
  dispatchable: boolean;
}

const no = {
  paymentInFlight: false,
  holdsQueuePlace: false,
  awaitsDispatch: false,
  cancellable: false,
  refundable: false,
  reconcilable: false,
  addressEditable: false,
  balancePayable: false,
  dispatchable: false,
} as const;

const booked = {
  ...no,
  stage: "booked",
  holdsQueuePlace: true,
  awaitsDispatch: true,
  cancellable: true,
  refundable: true,
  addressEditable: true,
} as const;

export const STATUS_TRAITS = {
  received: {
    ...no,
    stage: "booking",
    paymentInFlight: true,
    cancellable: true,
    reconcilable: true,
    addressEditable: true,
  },
  awaiting_payment: {
    ...no,
    stage: "booking",
    paymentInFlight: true,
    cancellable: true,
    reconcilable: true,
    addressEditable: true,
  },
  failed: { ...no, stage: "booking", cancellable: true, reconcilable: true, addressEditable: true },
  needs_review: { ...no, stage: "review", addressEditable: true },
  expired: { ...no, stage: "closed" },
  paid: booked,
  partially_refunded: booked,
  // A refund did not go through: the booking's money is still held, the order goes on.
  refund_failed: booked,
  balance_due: { ...booked, stage: "fulfilment", reconcilable: true, balancePayable: true },
  balance_paid: { ...booked, stage: "fulfilment", dispatchable: true },
  shipped: { ...no, stage: "fulfilment", holdsQueuePlace: true, refundable: true },
  // Delivered: the warranty applies from here, not a refund.
  delivered: { ...no, stage: "fulfilment", holdsQueuePlace: true },
  refunded: { ...no, stage: "closed" },
  // A cancelled order may still hold money until its refund settles.
  cancelled: { ...no, stage: "closed", refundable: true },
} as const satisfies Record<PreorderStatus, StatusTraits>;

const where = (test: (traits: StatusTraits) => boolean): StatusSet =>
  set(...preorderStatuses.filter((status) => test(STATUS_TRAITS[status])));

/** A booking payment may be under way: the gateway has not said how it ended (the callback keeps asking). */
export const PAYMENT_IN_FLIGHT = where((t) => t.paymentInFlight);

/** Not yet paid: the booking can still be paid online (a new attempt on the same order). */
export const AWAITING_BOOKING = where((t) => t.stage === "booking");

/**
 * Parked: the gateway captured money the order cannot honour as it stands (another amount, a late
 * capture); an operator decides whether to keep or refund it.
 */
export const IN_REVIEW = where((t) => t.stage === "review");

/** The booking's money is with us, the order goes on (refund_failed: a refund did not go through). */
export const BOOKED = where((t) => t.stage === "booked");

/** From here the balance link has gone out; these are the steps after the booking, in order. */
export const FULFILMENT = where((t) => t.stage === "fulfilment");

/**
 * Money captured and (at least partly) still held: it counts in paid totals and may be refunded.
 * A parked payment (needs_review) is captured too but is neither honoured nor counted until an
 * operator decides; a cancelled order may still hold money until its refund settles.
 */
export const CAPTURED = where((t) => t.stage === "booked" || t.stage === "fulfilment");

/**
 * Holds a place in the delivery queue (glasses orders only): booked and every step after it.
 * A fully refunded or cancelled order leaves; everyone after it moves up. The partial index
 * luxid_preorders_queue_idx carries exactly this predicate.
 */
export const HOLDS_QUEUE_PLACE = where((t) => t.holdsQueuePlace);

/**
 * Holds a queue place and has not left us yet: a new delivery window concerns it (a parcel with
 * the carrier has its own date).
 */
export const AWAITING_DISPATCH = where((t) => t.awaitsDispatch);

/** A refund may be asked: money is held, and the order has not been delivered (warranty after). */
export const REFUNDABLE = where((t) => t.refundable);

/** An operator may cancel: anything before dispatch that is not already closed. */
export const CANCELLABLE = where((t) => t.cancellable);

/**
 * The buyer may ask, from the order page, to cancel: whatever an operator could still cancel, and a
 * parked payment (the operator refunds it through the review). Asking changes no state.
 */
export const CANCELLATION_REQUESTABLE = where((t) => t.cancellable || t.stage === "review");

/** The buyer may pay the booking online from the callback or the order page. */
export const BOOKING_PAYABLE = set(...AWAITING_BOOKING);

/** The buyer may pay the balance online. */
export const BALANCE_PAYABLE = where((t) => t.balancePayable);

/** A wave or a single "send balance link" may ask these for their balance. */
export const BALANCE_REQUESTABLE = set(...BOOKED);

/** The reconciler asks the gateway about these: a payment may have been captured unseen. */
export const RECONCILABLE = where((t) => t.reconcilable);

/** Ready to ship: the balance is paid. */
export const DISPATCHABLE = where((t) => t.dispatchable);

/** The buyer may still correct the shipping address (until the order ships). */
export const ADDRESS_EDITABLE = where((t) => t.addressEditable);

/** The buyer may change VueRING's ring size: until the order ships, like the address. */
export const RING_SIZE_EDITABLE = set(...ADDRESS_EDITABLE);

/**
 * A glasses buyer may give or replace the prescription: the order is booked and on its way to
 * dispatch (not before the booking is paid, not while a payment is under review, not once shipped).
 */
export const PRESCRIPTION_EDITABLE = set(...AWAITING_DISPATCH);

/**
 * The order will not go on (it lapsed unpaid, was refunded in full, or was cancelled): nothing more
 * is due and no accessory credit is left to spend.
 */
export const CLOSED = where((t) => t.stage === "closed");

/** Membership test that narrows nothing but reads well at call sites. */
export function isIn(states: StatusSet, status: PreorderStatus): boolean {
  return states.has(status);
}

/** The set as a SQL list literal for raw queries: `status in ${sqlList(CAPTURED)}`. */
export function sqlList(states: StatusSet): string {
  return `(${[...states].map((s) => `'${s}'`).join(", ")})`;
}
