import type { PreorderStatus } from "../../../../db/schema";

/**
 * The one payment state machine (docs/decisions/004-payment-state-machine.md). Callback, webhook
 * and reconciler all describe what they learned as an event; this pure function says where the
 * pre-order goes. Forward-only: nothing leaves `paid` or `needs_review`.
 */

export type PaymentEvent =
  /** A gateway order now exists for the pre-order. */
  | { type: "order_created" }
  /** The gateway says a payment of this order is captured, for this amount and currency. */
  | { type: "payment_captured"; amount: number; currency: string }
  /** The gateway says a payment attempt failed (the buyer may still try again on the same order). */
  | { type: "payment_failed" }
  /** Nothing was paid before the deadline. */
  | { type: "expire" };

export interface Expected {
  amount: number;
  currency: string;
}

export type TransitionResult = { to: PreorderStatus } | { to: null; reason: string };

const TERMINAL: ReadonlySet<PreorderStatus> = new Set(["paid", "needs_review"]);

/** Where `from` goes on `event`, given the booking amount and currency stored on the pre-order. */
export function nextStatus(from: PreorderStatus, event: PaymentEvent, expected: Expected): TransitionResult {
  if (TERMINAL.has(from)) return { to: null, reason: `${from} is final` };
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
