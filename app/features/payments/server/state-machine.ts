import type { PreorderStatus } from "../../../../db/schema";

/**
 * The one payment state machine (docs/decisions/004-payment-state-machine.md). Callback, webhook
 * and reconciler all describe what they learned as an event; this pure function says where the
 * pre-order goes. Forward-only: `needs_review` and `refunded` are final, and a paid pre-order only
 * moves on through refunds.
 */

export type PaymentEvent =
  /** A gateway order now exists for the pre-order. */
  | { type: "order_created" }
  /** The gateway says a payment of this order is captured, for this amount and currency. */
  | { type: "payment_captured"; amount: number; currency: string }
  /** The gateway says a payment attempt failed (the buyer may still try again on the same order). */
  | { type: "payment_failed" }
  /** Nothing was paid before the deadline. */
  | { type: "expire" }
  /** The gateway processed a refund; `refunded` is the total of all processed refunds so far. */
  | { type: "refund_settled"; refunded: number }
  /** The gateway could not process a refund: the money is still with us, the order keeps its place. */
  | { type: "refund_failed" }
  /**
   * An operator reviewed a parked payment and accepts what the gateway captured as the booking
   * (the amount and currency the gateway reports now).
   */
  | { type: "review_accepted"; amount: number; currency: string }
  /**
   * An operator reviewed a parked payment and refunds what the gateway captured (this amount and
   * currency). The order stays parked until the refund settles (refund_settled / refund_failed).
   */
  | { type: "review_refunded"; amount: number; currency: string };

export interface Expected {
  amount: number;
  currency: string;
}

export type TransitionResult = { to: PreorderStatus } | { to: null; reason: string };

/** Captured and not (fully) refunded: the states a refund can start from. */
const REFUNDABLE: ReadonlySet<PreorderStatus> = new Set(["paid", "partially_refunded", "refund_failed"]);
/**
 * Refund outcomes also apply to a parked order: an operator may resolve a review by refunding
 * what was captured.
 */
const REFUND_SETTLES: ReadonlySet<PreorderStatus> = new Set([...REFUNDABLE, "needs_review"]);
/** Payment events cannot move these: the money was taken (or returned) and only refunds follow. */
const SETTLED: ReadonlySet<PreorderStatus> = new Set([...REFUNDABLE, "needs_review", "refunded"]);

/** True when a refund may be asked for a pre-order in this state. */
export function isRefundable(status: PreorderStatus): boolean {
  return REFUNDABLE.has(status);
}

/** Where `from` goes on `event`, given the booking amount and currency stored on the pre-order. */
export function nextStatus(from: PreorderStatus, event: PaymentEvent, expected: Expected): TransitionResult {
  if (event.type === "refund_settled" || event.type === "refund_failed")
    return refundStep(from, event, expected);
  if (event.type === "review_accepted" || event.type === "review_refunded") {
    if (from !== "needs_review") return { to: null, reason: `nothing to review (${from})` };
    // A booking in one currency cannot be honoured (or refunded here) with money in another:
    // that one is refunded from the gateway's dashboard.
    if (event.currency !== expected.currency) {
      return { to: null, reason: `captured in ${event.currency}, booked in ${expected.currency}` };
    }
    return { to: event.type === "review_accepted" ? "paid" : "needs_review" };
  }
  if (SETTLED.has(from)) return { to: null, reason: `${from} is final` };
  switch (event.type) {
    case "order_created":
      return from === "received"
        ? { to: "awaiting_payment" }
        : { to: null, reason: `order exists (${from})` };
    case "payment_captured":
      // Money was taken, even after a failed attempt or the deadline: it must be honoured or reviewed.
      return event.amount === expected.amount && event.currency === expected.currency
        ? { to: "paid" }
        : { to: "needs_review" };
    case "payment_failed":
      return from === "awaiting_payment" ? { to: "failed" } : { to: null, reason: `not awaiting (${from})` };
    case "expire":
      return from === "received" || from === "awaiting_payment" || from === "failed"
        ? { to: "expired" }
        : { to: null, reason: `cannot expire ${from}` };
  }
}

/** A refund's outcome: the booking amount (what was captured) decides between partly and fully refunded. */
function refundStep(
  from: PreorderStatus,
  event: Extract<PaymentEvent, { type: "refund_settled" | "refund_failed" }>,
  expected: Expected,
): TransitionResult {
  if (!REFUND_SETTLES.has(from)) return { to: null, reason: `nothing to refund (${from})` };
  if (event.type === "refund_failed") {
    return from === "refund_failed" ? { to: null, reason: "refund already failed" } : { to: "refund_failed" };
  }
  if (event.refunded <= 0) return { to: null, reason: "nothing refunded yet" };
  if (event.refunded >= expected.amount) return { to: "refunded" };
  return from === "partially_refunded" || from === "needs_review"
    ? { to: null, reason: "already partially refunded" }
    : { to: "partially_refunded" };
}

/** The status word the callback answers: `SUCCESS` only when paid. */
export function publicStatus(status: PreorderStatus): string {
  switch (status) {
    case "paid":
      return "SUCCESS";
    case "received":
    case "awaiting_payment":
      return "PENDING";
    default:
      return status.toUpperCase();
  }
}
