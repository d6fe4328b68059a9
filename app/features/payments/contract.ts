/**
 * The browser-side payment contract shared by the pre-order page and the payments module:
 * POST /api/payments/create and Razorpay's checkout.js API (the sandbox gateway mimics it).
 */

import type { PaymentProvider } from "~/lib/payment-provider";
import type { Currency } from "~/lib/regions";

/** The successful answer of POST /api/payments/create; `amount` in minor units. */
export interface CreatePaymentResponse {
  success: true;
  orderId: string;
  keyId: string;
  amount: number;
  currency: Currency;
  preorderId: string;
}

/** The error answer of the payment endpoints (4xx/5xx). */
export interface PaymentErrorResponse {
  error: string;
  field?: string | null;
}

export interface CheckoutSuccessResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface CheckoutFailedResponse {
  error: {
    code?: string;
    description?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
}

export interface CheckoutOptions {
  key: string;
  amount: number;
  currency: Currency;
  order_id: string;
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  notes?: Record<string, string>;
  theme?: { color?: string };
  handler: (response: CheckoutSuccessResponse) => void;
  modal?: { ondismiss?: () => void };
}

export interface CheckoutInstance {
  on(event: "payment.failed", callback: (response: CheckoutFailedResponse) => void): void;
  open(): void;
}

export type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;

/** The checkout loader module (`~/features/payments/client/checkout-client`). */
export interface CheckoutClientModule {
  loadCheckout(mode: PaymentProvider): Promise<CheckoutConstructor>;
}

/** `data` of POST /api/payments/verify: declared once for both sides. */
export interface VerifyData {
  status: string;
  preorder_id: string;
  currency: Currency;
  /** What was bought: names from the catalogue, quantities and line totals in minor units. */
  items: { product_id: string; name: string; quantity: number; line_total: number }[];
  subtotal: number;
  bundle_discount: number;
  total: number;
  includes_glasses: boolean;
  booking_paid: number;
  remaining: number;
  accessory_credit: number;
  queue_position: number | null;
  confirmation_email: "sent" | "failed" | "pending" | null;
  /** The buyer-facing order reference (LX-…). */
  reference: string;
  /** The signed link to the buyer's order page, once paid. */
  order_url: string | null;
}
