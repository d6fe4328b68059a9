import { formatMoney } from "~/lib/money";
import { MAX_ATTEMPTS } from "~/lib/retrying-fetch";
import { BOOKING_PERCENT } from "~/lib/pricing";
import type { Currency } from "~/lib/regions";

/** The pre-order page's words: verbatim, in one place. */
export const PREORDER_TEXT = {
  selectFirst: "Select Products First",
  processing: "Processing...",
  openingGateway: "Opening Payment Gateway...",
  addGlassesTitle: "Add Vue Glass?",
  continueAnyway: "Continue Anyway",
  addGlasses: "Add Vue Glass",
  micDenied: "Microphone access is required to record a message. Please enable it in your browser settings.",
  paymentCancelled: ["Payment Cancelled", "You can try again when ready."],
  serviceUnavailable: ["Payment Service Unavailable", "Network issue detected. Please try again."],
  paymentError: "Payment Error",
  paymentErrorFallback: "Failed to initiate payment. Please try again.",
  fallbackMode: ["Network Connectivity Issue", "Using fallback mode due to database connectivity issue."],
  submitError: ["Error", "Failed to submit pre-order. Please try again."],
  savedButPaymentIssue: "We've saved your information, but there was an issue with the payment.",
} as const;

export type SubmitPhase = "idle" | "saving" | "paying";

/**
 * The submit button: 'Select Products First', 'Processing...', 'Opening Payment Gateway...' with a
 * 'Retry n/3: ' prefix from the second attempt, else 'Proceed to Payment • ₹6,270 (20%)'.
 */
export function submitLabel(state: {
  phase: SubmitPhase;
  attempt: number;
  hasItems: boolean;
  booking: number;
  currency: Currency;
}): string {
  const retry = state.attempt > 1 ? `Retry ${state.attempt}/${MAX_ATTEMPTS}: ` : "";
  if (state.phase === "saving") return `${retry}${PREORDER_TEXT.processing}`;
  if (state.phase === "paying") return `${retry}${PREORDER_TEXT.openingGateway}`;
  if (!state.hasItems) return PREORDER_TEXT.selectFirst;
  return `Proceed to Payment • ${formatMoney(state.booking, state.currency)} (${BOOKING_PERCENT}%)`;
}

/** "0:07" for a recording timer. */
export function formatSeconds(ms: number): string {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
