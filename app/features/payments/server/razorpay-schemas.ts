import { z } from "zod";

/** Razorpay's reply shapes, checked before anything trusts them (unknown fields pass through). */

export const orderSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int().nonnegative(),
  amount_paid: z.number().int().nonnegative().default(0),
  currency: z.string().length(3),
  receipt: z.string().nullable().default(null),
  status: z.enum(["created", "attempted", "paid"]),
});

export const paymentSchema = z.object({
  id: z.string().min(1),
  order_id: z.string().nullable().default(null),
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
  status: z.enum(["created", "authorized", "captured", "refunded", "failed"]),
  captured: z.boolean().optional(),
  error_code: z.string().nullable().optional(),
  error_description: z.string().nullable().optional(),
});

export const paymentCollectionSchema = z.object({
  items: z.array(paymentSchema),
});

export const refundSchema = z.object({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  amount: z.number().int().positive(),
  currency: z.string().length(3),
  status: z.enum(["pending", "processed", "failed"]),
  receipt: z.string().nullable().default(null),
});

export const refundCollectionSchema = z.object({
  items: z.array(refundSchema),
});

/** The webhook envelope for the events we handle. */
export const webhookSchema = z.object({
  event: z.string().min(1),
  payload: z.object({
    payment: z.object({ entity: paymentSchema }).optional(),
    order: z.object({ entity: orderSchema }).optional(),
    refund: z.object({ entity: refundSchema }).optional(),
  }),
  created_at: z.number().optional(),
});

export type WebhookBody = z.infer<typeof webhookSchema>;
