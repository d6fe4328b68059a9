import type { PreorderStatus } from "../../../db/schema";
import { CAPTURED, isIn, PAYMENT_IN_FLIGHT, REFUNDABLE } from "../../../db/order-status";
import {
  TRANSITIONS,
  type Actor,
  type Expected,
  type PaymentEvent,
  type TransitionResult,
} from "./transitions";

export type { Actor, Expected, PaymentEvent, TransitionResult } from "./transitions";

/**
 * The one order state machine (docs/decisions/004-payment-state-machine.md). Callback, webhook,
 * reconciler and operators describe what happened as an event; this pure function says where the
 * order goes, by the rows of the transition table. Forward-only.
 */
export function nextStatus(
  from: PreorderStatus,
  event: PaymentEvent,
  expected: Expected,
  actor?: Actor,
): TransitionResult {
  const row = TRANSITIONS.find((t) => t.event === event.type && t.from.includes(from));
  if (!row) return { to: null, reason: `${event.type} does not apply to ${from}` };
  if (actor && !row.by.includes(actor)) return { to: null, reason: `${actor} may not ${event.type}` };
  if (row.decide) return row.decide(from, event, expected);
  return { to: row.to[0]! };
}

/** True when a refund may be asked for an order in this state. */
export function isRefundable(status: PreorderStatus): boolean {
  return isIn(REFUNDABLE, status);
}

/**
 * The status word the callback answers: `SUCCESS` whenever the booking is captured and held (the
 * order page counts the same states as paid, a partly refunded booking included), `PENDING` while
 * the gateway may still report, otherwise the state itself.
 */
export function publicStatus(status: PreorderStatus): string {
  if (isIn(CAPTURED, status)) return "SUCCESS";
  if (isIn(PAYMENT_IN_FLIGHT, status)) return "PENDING";
  return status.toUpperCase();
}

/**
 * True while news about the booking's payment (a capture, a failure) can still move the order:
 * the states the table's payment rows leave, read from the table itself.
 */
export function awaitsBookingNews(status: PreorderStatus): boolean {
  return TRANSITIONS.some(
    (t) => (t.event === "payment_captured" || t.event === "payment_failed") && t.from.includes(status),
  );
}
