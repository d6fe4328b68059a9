/**
 * The browser-side payment contract shared by the pre-order page and the payments module:
 * POST /api/payments/create and Razorpay's checkout.js API (the sandbox gateway mimics it).
 */

// The mini build of zod, as in the pre-order contract: these schemas run in the browser too.
import { z } from "zod/mini";
import { CURRENCIES } from "~/content/catalogue";
import type { PaymentProvider } from "~/lib/payment-provider";
import type { Currency } from "~/lib/regions";

/**
 * The successful answer of POST /api/payments/create; `amount` in minor units. The server builds
 * it, the page parses it with this schema.
 */
export const createPaymentResponseSchema = z.object({
  success: z.literal(true),
  orderId: z.string(),
  keyId: z.string(),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  preorderId: z.string(),
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;

/** The error answer of the payment endpoints (4xx/5xx). */
export interface PaymentErrorResponse {
  error: string;
  field?: string | null;
}

/** What checkout hands its `handler` on success (Razorpay's and the sandbox's alike). */
export const checkoutSuccessSchema = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});
export type CheckoutSuccessResponse = z.infer<typeof checkoutSuccessSchema>;

const optionalText = z.optional(z.string());

/** What checkout hands `payment.failed` listeners. */
export const checkoutFailedSchema = z.object({
  error: z.object({
    code: optionalText,
    description: optionalText,
    source: optionalText,
    step: optionalText,
    reason: optionalText,
    metadata: z.optional(z.object({ order_id: optionalText, payment_id: optionalText })),
  }),
});
export type CheckoutFailedResponse = z.infer<typeof checkoutFailedSchema>;

/** The answer of POST /api/payments/sandbox: the checkout result the TEST MODE dialog hands on. */
export const checkoutResultSchema = z.union([checkoutSuccessSchema, checkoutFailedSchema]);
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

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
  /**
   * The expected delivery window for the buyer's place in the queue (calendar dates), once paid;
   * absent or null without a place.
   */
  delivery_window?: { starts_on: string; ends_on: string } | null;
  confirmation_email: "sent" | "failed" | "pending" | null;
  /** The buyer-facing order reference (LX-…). */
  reference: string;
  /** The signed link to the buyer's order page, once paid. */
  order_url: string | null;
}
