/**
 * localStorage keys of the last payment: written by the pre-order page
 * when checkout succeeds, read by /payment-callback to recover within 30 minutes.
 */
export const PAYMENT_STORAGE_KEYS = {
  lastPaymentId: "luxid:lastPaymentId",
  lastOrderId: "luxid:lastOrderId",
  lastSignature: "luxid:lastSignature",
  paymentTimestamp: "luxid:paymentTimestamp",
  lastPreorderId: "luxid:lastPreorderId",
  lastTransactionId: "luxid:lastTransactionId",
} as const;
