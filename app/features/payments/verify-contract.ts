// The mini build of zod, as in the other contracts: these schemas run in the browser too.
import { z } from "zod/mini";
import { CURRENCIES } from "~/content/catalogue";

/**
 * POST /api/payments/verify, declared once for both sides: the server parses the request, the
 * callback page the reply. Apart from the payments contract so that only the callback page loads it.
 */

const gatewayId = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_]{1,64}$/, "Invalid id"));

/** The body of POST /api/payments/verify: the ids checkout handed back, for the pre-order. */
export const verifyRequestSchema = z
  .object({
    // Absent only when checkout reported a failure before a payment existed.
    razorpay_payment_id: z.optional(gatewayId),
    razorpay_order_id: gatewayId,
    razorpay_signature: z.optional(z.string().check(z.trim(), z.maxLength(128))),
    preorderId: z.uuid("Invalid pre-order id"),
    recoveredFromLocalStorage: z.optional(z.boolean()),
    allParams: z.optional(z.unknown()),
  })
  .check(
    z.refine((v) => v.razorpay_signature === undefined || v.razorpay_payment_id !== undefined, {
      message: "The payment id is required with a signature",
      path: ["razorpay_payment_id"],
    }),
  );
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

const minor = z.number();

/** `data` of a POST /api/payments/verify answer: amounts in minor units, never a name or address. */
const verifyDataSchema = z.object({
  status: z.string(),
  preorder_id: z.string(),
  currency: z.enum(CURRENCIES),
  /** What was bought: names from the catalogue, quantities and line totals in minor units. */
  items: z.array(
    z.object({ product_id: z.string(), name: z.string(), quantity: z.number(), line_total: minor }),
  ),
  subtotal: minor,
  bundle_discount: minor,
  total: minor,
  includes_glasses: z.boolean(),
  booking_paid: minor,
  remaining: minor,
  accessory_credit: minor,
  queue_position: z.nullable(z.number()),
  /**
   * The expected delivery window for the buyer's place in the queue (calendar dates), once paid;
   * absent or null without a place.
   */
  delivery_window: z.optional(z.nullable(z.object({ starts_on: z.string(), ends_on: z.string() }))),
  confirmation_email: z.nullable(z.enum(["sent", "failed", "pending"])),
  /** The buyer-facing order reference (LX-…). */
  reference: z.string(),
  /** The signed link to the buyer's order page, once paid. */
  order_url: z.nullable(z.string()),
});
export type VerifyData = z.infer<typeof verifyDataSchema>;

/** The successful answer of POST /api/payments/verify; `warning` when the buyer should know more. */
export const verifyReplySchema = z.object({ data: verifyDataSchema, warning: z.optional(z.string()) });
export type VerifyReply = z.infer<typeof verifyReplySchema>;
