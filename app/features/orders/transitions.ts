import { preorderStatuses, type PreorderStatus } from "../../../db/order-status.ts";
import {
  AWAITING_BOOKING,
  BALANCE_REQUESTABLE,
  CANCELLABLE,
  IN_REVIEW,
  REFUNDABLE,
} from "../../../db/order-status.ts";

/**
 * The order's whole life as one table: every event, the states it may leave, the states it may
 * reach and who may cause it. `nextStatus` (state-machine.ts) is the only reader that decides;
 * docs/order-lifecycle.md is generated from the same rows (a test fails when they drift).
 */

/** Who moved the order: the buyer (checkout, callback), an operator, the gateway's webhook, the reconciler. */
export type Actor = "buyer" | "operator" | "webhook" | "reconciler";

export type PaymentEvent =
  /** A gateway order now exists for the booking. */
  | { type: "order_created" }
  /** The gateway says a booking payment is captured, for this amount and currency. */
  | { type: "payment_captured"; amount: number; currency: string }
  /** The gateway says a payment attempt failed (the buyer may still try again on the same order). */
  | { type: "payment_failed" }
  /** Nothing was paid before the deadline. */
  | { type: "expire" }
  /**
   * The buyer changed the cart or details of an unpaid pre-order and saved it again: the new
   * pre-order stands for the purchase, this one lapses at once (never two live orders for one).
   */
  | { type: "replace" }
  /** The gateway processed a refund; `refunded` is the total of all processed refunds so far. */
  | { type: "refund_settled"; refunded: number }
  /** The gateway could not process a refund: the money is still with us, the order keeps its place. */
  | { type: "refund_failed" }
  /** An operator accepts what the gateway captured for a parked payment as the booking. */
  | { type: "review_accepted"; amount: number; currency: string }
  /**
   * An operator refunds what the gateway captured for a parked payment. The order stays parked
   * until the refund settles (refund_settled / refund_failed).
   */
  | { type: "review_refunded"; amount: number; currency: string }
  /** An operator accepts what the gateway captured for a parked balance payment as the balance. */
  | { type: "balance_review_accepted"; amount: number; currency: string }
  /**
   * An operator refunds a parked balance payment in full: that payment alone (the booking stands),
   * and the order's balance is due again.
   */
  | { type: "balance_review_refunded"; amount: number; currency: string }
  /** The balance link went out (a delivery wave, or an operator's single request). */
  | { type: "balance_requested" }
  /**
   * The gateway says a balance payment is captured; `expected` is what the server quoted for that
   * gateway order (never a figure from the browser).
   */
  | { type: "balance_captured"; amount: number; currency: string; expected: number }
  /**
   * The gateway says a balance payment is captured that the order cannot take: its quote is no
   * longer the live one (the buyer changed the basket, or paid in two tabs), or the order is past
   * taking a balance (paid already, cancelled, refunded). The status stays; the payment is refunded
   * in full in the same transaction, and the buyer and staff are told.
   */
  | { type: "unexpected_capture"; paymentId: string; amount: number; currency: string }
  /** Handed to the carrier. */
  | { type: "ship" }
  /** The carrier delivered it. */
  | { type: "deliver" }
  /** Cancelled before dispatch; whatever was captured is refunded next. */
  | { type: "cancel" };

type EventType = PaymentEvent["type"];

/** What the decision knows of the order besides its status: the booking and what was captured. */
export interface Expected {
  /** The booking amount (what the booking payment must capture). */
  amount: number;
  currency: string;
  /** The balance captured, when it was. */
  balance?: number | null;
}

export type TransitionResult = { to: PreorderStatus } | { to: null; reason: string };

export interface Transition {
  event: EventType;
  from: readonly PreorderStatus[];
  /** Every state this row can lead to (the diagram's arrows); `decide` picks one or refuses. */
  to: readonly PreorderStatus[];
  by: readonly Actor[];
  /** The event is recorded in the order's timeline and leaves its status as it was (`to` is empty). */
  stays?: true;
  decide?: (from: PreorderStatus, event: PaymentEvent, expected: Expected) => TransitionResult;
}

const GATEWAY: readonly Actor[] = ["buyer", "webhook", "reconciler"];
/** A refund's outcome is learned from the console's own call, the webhook or the reconciler. */
const REFUND_NEWS: readonly Actor[] = ["operator", "webhook", "reconciler"];

/** Only a booked order shows a partial refund in its status (the other rows keep their state). */
const SHOWS_PARTIAL_REFUND: readonly PreorderStatus[] = ["paid", "refund_failed"];

/** What a capture had to take: the booking amount, or the balance its gateway order was for. */
const owed = (event: PaymentEvent, expected: Expected) =>
  event.type === "payment_captured"
    ? expected.amount
    : event.type === "balance_captured"
      ? event.expected
      : null;

/** A capture of exactly what was owed, in the order's currency, is honoured; any other is reviewed. */
const honouredOrReviewed =
  (honoured: PreorderStatus): NonNullable<Transition["decide"]> =>
  (_from, event, expected) =>
    "amount" in event && event.amount === owed(event, expected) && event.currency === expected.currency
      ? { to: honoured }
      : { to: "needs_review" };

const capturedTotal = (e: Expected) => e.amount + (e.balance ?? 0);

export const TRANSITIONS: readonly Transition[] = [
  { event: "order_created", from: ["received"], to: ["awaiting_payment"], by: ["buyer"] },
  {
    event: "payment_captured",
    from: [...AWAITING_BOOKING, "expired"],
    to: ["paid", "needs_review"],
    by: GATEWAY,
    // Money was taken, even after a failed attempt or the deadline: it is honoured or reviewed.
    decide: honouredOrReviewed("paid"),
  },
  {
    event: "payment_captured",
    from: ["cancelled"],
    to: ["needs_review"],
    by: GATEWAY,
  },
  { event: "payment_failed", from: ["awaiting_payment"], to: ["failed"], by: GATEWAY },
  {
    event: "expire",
    from: [...AWAITING_BOOKING],
    to: ["expired"],
    by: ["reconciler"],
  },
  { event: "replace", from: [...AWAITING_BOOKING], to: ["expired"], by: ["buyer"] },
  {
    event: "review_accepted",
    from: ["needs_review"],
    to: ["paid"],
    by: ["operator"],
    decide: sameCurrency("paid"),
  },
  {
    event: "review_refunded",
    from: ["needs_review"],
    to: ["needs_review"],
    by: ["operator"],
    decide: sameCurrency("needs_review"),
  },
  {
    event: "balance_review_accepted",
    from: ["needs_review"],
    to: ["balance_paid"],
    by: ["operator"],
    decide: sameCurrency("balance_paid"),
  },
  {
    event: "balance_review_refunded",
    from: ["needs_review"],
    to: ["balance_due"],
    by: ["operator"],
    decide: sameCurrency("balance_due"),
  },
  {
    event: "refund_settled",
    from: SHOWS_PARTIAL_REFUND,
    to: ["refunded", "partially_refunded"],
    by: REFUND_NEWS,
    decide: refundSettled("partially_refunded"),
  },
  {
    // Later steps (and a parked or cancelled order) keep their state on a partial refund: the
    // refund rows say what went back, and fulfilment carries on.
    event: "refund_settled",
    from: [...REFUNDABLE, ...IN_REVIEW].filter((s) => !SHOWS_PARTIAL_REFUND.includes(s)),
    to: ["refunded"],
    by: REFUND_NEWS,
    decide: refundSettled(null),
  },
  {
    event: "refund_failed",
    from: ["paid", "partially_refunded", "needs_review"],
    to: ["refund_failed"],
    by: REFUND_NEWS,
  },
  {
    event: "balance_requested",
    from: [...BALANCE_REQUESTABLE],
    to: ["balance_due"],
    by: ["operator"],
  },
  {
    event: "balance_captured",
    from: ["balance_due"],
    to: ["balance_paid", "needs_review"],
    by: GATEWAY,
    decide: honouredOrReviewed("balance_paid"),
  },
  // Every other balance capture (a superseded quote, a second tab, after a cancellation or a
  // refund, on a parked or finished order) is given back: the order never reopens for late money.
  {
    event: "unexpected_capture",
    from: preorderStatuses,
    to: [],
    stays: true,
    by: GATEWAY,
    decide: (from) => ({ to: from }),
  },
  { event: "ship", from: ["balance_paid"], to: ["shipped"], by: ["operator"] },
  { event: "deliver", from: ["shipped"], to: ["delivered"], by: ["operator"] },
  // Before dispatch the buyer cancels from the order page as an operator can from the console.
  { event: "cancel", from: [...CANCELLABLE], to: ["cancelled"], by: ["operator", "buyer"] },
];

/** Refunded in full → refunded; partly → `partial` (or the state stays, when null). */
function refundSettled(partial: PreorderStatus | null) {
  return (from: PreorderStatus, event: PaymentEvent, expected: Expected): TransitionResult => {
    if (event.type !== "refund_settled" || event.refunded <= 0)
      return { to: null, reason: "nothing refunded yet" };
    if (event.refunded >= capturedTotal(expected)) return { to: "refunded" };
    return partial ? { to: partial } : { to: null, reason: `partly refunded, stays ${from}` };
  };
}

/** A booking in one currency cannot be honoured (or refunded here) with money in another. */
function sameCurrency(to: PreorderStatus) {
  return (_from: PreorderStatus, event: PaymentEvent, expected: Expected): TransitionResult =>
    "currency" in event && event.currency !== expected.currency
      ? { to: null, reason: `captured in ${event.currency}, booked in ${expected.currency}` }
      : { to };
}
