/** The words of /payment-callback, verbatim and in one place. */
export const CALLBACK_TEXT = {
  verifyingTitle: "Verifying your payment…",
  verifyingBody: "This takes a few seconds. Please keep this page open.",
  confirmingTitle: "We're confirming your payment",
  confirmingBody: "The payment gateway has not confirmed your payment yet. This takes a few seconds more.",
  unconfirmedTitle: "Your payment is not confirmed yet",
  unconfirmedBody:
    "The payment gateway has not confirmed this payment. If money left your account, it will be confirmed within minutes and we will e-mail you; please do not pay twice. If you cancelled or the payment failed, retry it from the pre-order page.",
  unknownTitle: "We couldn't find this payment",
  unknownBody:
    "This page's link does not match any pre-order of ours: it may be incomplete or changed. If you paid, write to support with your payment receipt; otherwise start your pre-order again.",
  refusedBody:
    "The payment details in this link do not match the pre-order, so nothing was confirmed. If you paid, write to support with your reference; otherwise retry the payment from the pre-order page.",
  successTitle: "Payment successful!",
  notCompleted: (status: string) => `Payment Not Completed. Status: ${status}`,
  notCompletedBody:
    "Your pre-order is saved, but no booking payment has been confirmed for it. Retry the payment here or from your order page (it pays this same pre-order), or write to support with your reference.",
  needsReviewBody:
    "We received a payment that differs from your booking amount. Our team will review it and contact you.",
  errorTitle: "We couldn't verify your payment",
  errorBody: "Could not verify payment status. Please contact support.",
  checkStatus: "Check payment status",
  retryPayment: "Retry payment",
  contactSupport: "Contact support",
  print: "Print this page",
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
  orderPageShort: "Your order page",
  retryFailed: "Could not start the payment",
} as const;
