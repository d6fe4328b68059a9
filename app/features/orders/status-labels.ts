import { findProduct } from "~/content/catalogue";
import type { OutboxKind, PreorderStatus } from "../../../db/schema";

/**
 * A state as staff read it in the console's fulfilment views, in the order's life order (the raw
 * word stays in filters, URLs and the CSV, where it is matched by machines).
 */
export const STAFF_STATUS_LABELS: Record<PreorderStatus, string> = {
  received: "Saved, not paid",
  awaiting_payment: "Awaiting payment",
  failed: "Payment failed",
  expired: "Expired",
  needs_review: "Needs review",
  paid: "Booked",
  partially_refunded: "Booked, partly refunded",
  refund_failed: "Booked, refund failed",
  balance_due: "Balance link sent",
  balance_paid: "Balance paid",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

/** The states in the order staff follow them: booking, fulfilment, then the closed ones. */
export const STATUS_ORDER = Object.keys(STAFF_STATUS_LABELS) as PreorderStatus[];

/** "Balance link sent"; an unknown word (an old row) is shown as it is. */
export function staffStatusLabel(status: string): string {
  return STAFF_STATUS_LABELS[status as PreorderStatus] ?? status;
}

/** A catalogue product by its name ("Vue Visor"); an id no longer in the catalogue as it is. */
export function productLabel(productId: string): string {
  return findProduct(productId)?.name ?? productId;
}

/** What each e-mail is, as the order's e-mail log in the console names it. */
const EMAIL_KIND_LABELS: Record<OutboxKind, string> = {
  order_confirmation: "Order confirmation",
  staff_paid_alert: "Staff alert: paid",
  staff_review_alert: "Staff alert: needs review",
  staff_cancellation_alert: "Staff alert: cancellation requested",
  order_cancelled: "Cancelled",
  refund_email: "Refund",
  staff_refund_failed_alert: "Staff alert: refund failed",
  unexpected_payment_refunded: "Payment refunded (order could not take it)",
  staff_unexpected_payment_alert: "Staff alert: payment refunded automatically",
  balance_due: "Balance link",
  balance_reminder: "Balance reminder",
  balance_received: "Balance receipt",
  prescription_reminder: "Prescription reminder",
  delivery_window_changed: "Delivery window changed",
  order_dispatched: "Dispatched",
  order_delivered: "Delivered",
  address_changed: "Address changed",
  staff_address_changed: "Staff alert: address changed",
  operator_sign_in: "Console sign-in link",
  order_links: "Order links",
};

/** "Order confirmation"; an unknown kind (an old row) as it is. */
export function emailKindLabel(kind: string): string {
  return EMAIL_KIND_LABELS[kind as OutboxKind] ?? kind;
}
