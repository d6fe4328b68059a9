import { REFUNDS } from "~/content/claims";
import type { PreorderStatus } from "../../../db/schema";
import type { BalanceCheckout, BalancePanel } from "~/features/fulfilment/balance-contract";
import type { AmountRow } from "../orders/order-amounts";

/** What the buyer's order page shows (the loader's data). Amounts in minor units. */
export interface OrderPage {
  reference: string;
  status: PreorderStatus;
  currency: "INR" | "USD" | "EUR";
  createdAt: string;
  paidAt: string | null;
  queuePosition: number | null;
  items: { productId: string; name: string; quantity: number; unitPrice: number; lineTotal: number }[];
  subtotal: number;
  bundleDiscount: number;
  total: number;
  booking: number;
  bookingPaid: number;
  refunded: number;
  remaining: number;
  /** The sums as the page lists them, true for the order's state (see order-amounts.ts). */
  amounts: AmountRow[];
  /** Lapsed, refunded in full or cancelled: no step ahead is offered (delivery, prescription). */
  closed: boolean;
  /** While the booking may be paid online: its amount (the order page offers "Pay the booking"). */
  bookingDue: number | null;
  /** Only on booked orders with the glasses, until the balance spends it; 0 otherwise. */
  accessoryCredit: number;
  maskedAddress: string;
  cancellationRequestedAt: string | null;
  /** A parked payment: the buyer may ask to cancel, and an operator refunds it through the review. */
  canRequestCancellation: boolean;
  /** Before dispatch: the buyer cancels here, after a step that names the refund. */
  canCancel: boolean;
  /** With the carrier or delivered: the return policy and the warranty apply instead. */
  dispatched: boolean;
  /** Glasses dispatched without the prescription (an operator's override): plain lenses, lenses by post. */
  plainLenses: boolean;
  /** The balance before dispatch: its quote while due, what was paid once paid (see fulfilment). */
  balance: BalancePanel | null;
}

/** The status as the buyer reads it. */
export const ORDER_STATUS_TEXT: Record<OrderPage["status"], { label: string; explanation: string }> = {
  received: {
    label: "Awaiting payment",
    explanation: "We have your pre-order; the booking payment is not done yet.",
  },
  awaiting_payment: {
    label: "Awaiting payment",
    explanation:
      "Your booking payment is not confirmed. If money left your account, it shows here within minutes; otherwise pay the booking below.",
  },
  paid: { label: "Booking paid", explanation: "Your booking is paid and your pre-order is confirmed." },
  failed: {
    label: "Payment failed",
    explanation: "The booking payment did not go through, and nothing was charged. You can pay it below.",
  },
  needs_review: {
    label: "Under review",
    explanation: "The payment we received differs from your booking. Our team will contact you.",
  },
  expired: {
    label: "Expired",
    explanation:
      "No booking payment was made for this pre-order: it lapsed, or you saved a changed pre-order in its place.",
  },
  partially_refunded: {
    label: "Partly refunded",
    explanation: "Part of your booking payment has been refunded; the rest of your pre-order stands.",
  },
  refunded: {
    label: "Refunded",
    explanation: "Everything you paid has been refunded in full, and the pre-order is cancelled.",
  },
  refund_failed: {
    label: "Refund delayed",
    explanation: "A refund could not be completed yet. Our team has been told and will retry it.",
  },
  balance_due: {
    label: "Balance due",
    explanation: "Your Vue Glass is about to ship: pay the balance here so we can dispatch it.",
  },
  balance_paid: {
    label: "Balance paid",
    explanation: "Everything is paid. We will e-mail you the carrier and tracking number when it ships.",
  },
  shipped: {
    label: "Shipped",
    explanation: "Your order is on its way with the carrier below.",
  },
  delivered: { label: "Delivered", explanation: "Your order has been delivered. Enjoy your Vue Glass." },
  cancelled: {
    label: "Cancelled",
    explanation: `This order is cancelled. The refund of everything you paid has started and reaches the card or account you paid with within ${REFUNDS.processingDays}.`,
  },
};

/** The order page's hidden `intent` of "Pay the booking". */
export const BOOKING_PAY_INTENT = "booking-pay";

/** `?booking=…` on the order page after a booking payment made there came back. */
export const BOOKING_RETURN_STATES = ["paid", "failed", "pending", "refused", "review"] as const;
export type BookingReturnState = (typeof BOOKING_RETURN_STATES)[number];

/** What the order page's action answers to "Pay the booking". */
export interface BookingAnswer {
  /** The gateway order to pay (the pre-order's one booking order, the same on every attempt). */
  checkout: BalanceCheckout | null;
  error: string | null;
}

/** The order page's cancellation: the first post asks for the step, the second confirms it. */
export const CANCEL_INTENT = "cancel";
/** The confirmation's refund in minor units, as the step named it (the server checks it again). */
export const CANCEL_CONFIRMED_FIELD = "confirmed-refund";
/** `?done=cancelled` on the order page once the buyer's cancellation went through. */
export const CANCELLED_DONE = "cancelled";

/** What the order page's action answers to a cancellation post. */
export interface CancelAnswer {
  /** The confirmation step: the refund it would make now, and the reason typed, carried along. */
  step: { refund: number; reason: string } | null;
  error: string | null;
}
