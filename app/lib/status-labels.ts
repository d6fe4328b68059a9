import type { PreorderStatus } from "../../db/schema";

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
