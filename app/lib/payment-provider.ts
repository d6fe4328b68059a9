/** Who takes a payment: Razorpay (real money) or the built-in sandbox (TEST MODE, never any). */
export const PAYMENT_PROVIDERS = ["razorpay", "sandbox"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
