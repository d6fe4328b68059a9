/** The words of /payment-callback (spec §8 "Callback"), verbatim and in one place. */
export const CALLBACK_TEXT = {
  verifyingTitle: "Verifying your payment…",
  verifyingBody: "This takes a few seconds. Please keep this page open.",
  confirmingTitle: "We're confirming your payment",
  confirmingBody:
    "The payment gateway has not confirmed your payment yet. This page keeps checking, so there is no need to pay again.",
  successTitle: "Payment successful!",
  notCompleted: (status: string) => `Payment Not Completed. Status: ${status}`,
  notCompletedBody: "Your pre-order is saved. No booking payment has been confirmed for it.",
  needsReviewBody:
    "We received a payment that differs from your booking amount. Our team will review it and contact you.",
  errorTitle: "We couldn't verify your payment",
  errorBody: "Could not verify payment status. Please contact support.",
  errorToast: "Error verifying payment",
  missingTitle: "Payment information is missing",
  missingBody: "We could not find the details of a recent payment in this browser.",
  paymentError: "Payment Error",
  missingToast: "Could not find payment information. Please contact support.",
  warningToast: "Payment Verification",
  emailSent: "Order confirmation sent",
  emailFailed: "Couldn't send confirmation email",
  emailFailedBody: "We'll keep trying and send it to the address on your pre-order.",
  returnHome: "Return Home",
  orderPageLink: "See your order page (bookmark it to check your status later)",
} as const;
