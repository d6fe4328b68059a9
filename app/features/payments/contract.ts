/**
 * What crosses the wire for payments, declared once for the browser and the server: the request
 * and reply of POST /api/payments/create, /verify and /sandbox (the server parses each request,
 * the browser each reply), and Razorpay's checkout.js API (the sandbox gateway mimics it).
 * POST /api/payments/verify's is in verify-contract.ts.
 */

// The mini build of zod, as in the pre-order contract: these schemas run in the browser too.
import { z } from "zod/mini";
import { builtOnFirstUse } from "~/lib/built-on-first-use";
import { CURRENCIES } from "~/content/catalogue";
import type { Currency } from "~/lib/regions";

/**
 * The body of POST /api/payments/create: a stored pre-order's id, or (fallback mode, when the page
 * could not store the pre-order first) the whole pre-order with the key of its submit.
 */
export const createPaymentRequestSchema = builtOnFirstUse(() =>
  z.union([
    z.object({ preorderId: z.uuid("Invalid pre-order id") }),
    z.object({ preorder: z.record(z.string(), z.unknown()), idempotencyKey: z.string() }),
  ]),
);
export type CreatePaymentRequest = z.infer<typeof createPaymentRequestSchema>;

/**
 * The successful answer of POST /api/payments/create; `amount` in minor units. The server builds
 * it, the page parses it with this schema.
 */
export const createPaymentResponseSchema = builtOnFirstUse(() =>
  z.object({
    success: z.literal(true),
    orderId: z.string(),
    keyId: z.string(),
    amount: z.number(),
    currency: z.enum(CURRENCIES),
    preorderId: z.string(),
  }),
);
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;

/** What checkout hands its `handler` on success (Razorpay's and the sandbox's alike). */
const checkoutSuccessSchema = builtOnFirstUse(() =>
  z.object({
    razorpay_payment_id: z.string(),
    razorpay_order_id: z.string(),
    razorpay_signature: z.string(),
  }),
);
export type CheckoutSuccessResponse = z.infer<typeof checkoutSuccessSchema>;

const optionalText = builtOnFirstUse(() => z.optional(z.string()));

/** What checkout hands `payment.failed` listeners. */
const checkoutFailedSchema = builtOnFirstUse(() =>
  z.object({
    error: z.object({
      code: optionalText,
      description: optionalText,
      source: optionalText,
      step: optionalText,
      reason: optionalText,
      metadata: z.optional(z.object({ order_id: optionalText, payment_id: optionalText })),
    }),
  }),
);
export type CheckoutFailedResponse = z.infer<typeof checkoutFailedSchema>;

/** The body of POST /api/payments/sandbox: what the TEST MODE dialog's buttons ask for. */
export const sandboxRequestSchema = builtOnFirstUse(() =>
  z.object({
    orderId: z.string().check(z.regex(/^order_[A-Za-z0-9]{1,40}$/, "Invalid order id")),
    outcome: z.enum(["success", "failure"]),
  }),
);
export type SandboxRequest = z.infer<typeof sandboxRequestSchema>;

/** The answer of POST /api/payments/sandbox: the checkout result the TEST MODE dialog hands on. */
export const checkoutResultSchema = builtOnFirstUse(() =>
  z.union([checkoutSuccessSchema, checkoutFailedSchema]),
);
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
  loadRazorpay(): Promise<CheckoutConstructor>;
}

// The verify endpoint's contract has its own file: only the callback page parses its reply.
export type { VerifyData } from "./verify-contract";
