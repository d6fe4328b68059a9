import { eq } from "drizzle-orm";
import type { VerifyData } from "../contract";
import { z } from "zod";
import { preorders, webhookEvents, type PreorderStatus } from "../../../../db/schema";
import { findProduct } from "~/content/catalogue";
import type { Database } from "~/lib/db.server";
import { itemsOf } from "./preorder-items.server";
import type { DeliveryState, OutboxWorker } from "./outbox-worker.server";
import type { Logger } from "~/lib/logger.server";
import type { GatewayFailure, GatewayPayment, PaymentGateway } from "./gateway";
import { webhookSchema } from "./razorpay-schemas";
import { applyTransition, queuePosition, type TransitionSource } from "./state-machine.server";
import { publicStatus } from "./state-machine";
import { isValidPaymentSignature, isValidWebhookSignature } from "./signature.server";
import type { OrderLinks } from "~/features/orders/server/order-links.server";
import { handleRefundWebhook, REFUND_EVENTS } from "~/features/payments/server/refund-webhooks.server";

export interface PaymentDeps {
  db: Database;
  gateway: PaymentGateway;
  log: Logger;
  outbox: OutboxWorker;
  orderLinks: OrderLinks;
}

/** An HTTP answer the route returns as JSON. */
export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** The dependencies of the payment flows, from the app's services. */
export function paymentDeps(services: {
  database: { db: Database };
  payments: { gateway: PaymentGateway; outbox: OutboxWorker };
  log: Logger;
  orderLinks: OrderLinks;
}): PaymentDeps {
  return {
    orderLinks: services.orderLinks,
    db: services.database.db,
    gateway: services.payments.gateway,
    log: services.log,
    outbox: services.payments.outbox,
  };
}

const json = (status: number, body: unknown, headers?: Record<string, string>): Answer => ({
  status,
  body,
  headers,
});
const badRequest = (error: string, field: string | null) => json(400, { error, field });
const unavailable = (error: string) => json(503, { error, retryable: true }, { "Retry-After": "5" });

type PreorderRow = typeof preorders.$inferSelect;

/**
 * A payment that does not check out (tampered or foreign ids): 400, with the pre-order's reference
 * so the buyer can quote it to support. The reference names no person; the pre-order id is secret.
 */
const refused = (preorder: PreorderRow, error: string, field: string) =>
  json(400, { error, field, reference: preorder.reference });

async function loadPreorder(db: Database, id: string): Promise<PreorderRow | undefined> {
  const [row] = await db.select().from(preorders).where(eq(preorders.id, id));
  return row;
}

/** Security events: ids and reasons only, never signatures, secrets or card data. */
function securityEvent(log: Logger, event: string, facts: Record<string, unknown>) {
  log.warn({ security: true, event, ...facts }, `security: ${event}`);
}

// ——— create ———

/**
 * One gateway order per pre-order, for the booking amount stored on it. A double click or a retry
 * answers the order already recorded; two racing requests agree on the one stored first.
 */
export async function createPaymentOrder(deps: PaymentDeps, preorderId: string): Promise<Answer> {
  const preorder = await loadPreorder(deps.db, preorderId);
  if (!preorder) return json(404, { error: "Pre-order not found", field: "preorderId" });
  if (preorder.status === "paid")
    return json(409, { error: "This pre-order is already paid", field: "preorderId" });
  if (preorder.status === "needs_review" || preorder.status === "expired") {
    return json(409, {
      error: "This pre-order can no longer be paid online. Please contact support.",
      field: "preorderId",
    });
  }
  const answer = (orderId: string) =>
    json(200, {
      success: true,
      orderId,
      keyId: deps.gateway.keyId,
      amount: preorder.preorderAmount,
      currency: preorder.currency,
      preorderId: preorder.id,
    });
  if (preorder.gatewayOrderId) return answer(preorder.gatewayOrderId);

  const created = await deps.gateway.createOrder({
    amount: preorder.preorderAmount,
    currency: preorder.currency,
    receipt: preorder.id,
    notes: { preorder_id: preorder.id },
  });
  if (!created.ok) {
    deps.log.warn({ preorderId, failure: created.failure }, "gateway order creation failed");
    return unavailable("Payment Service Unavailable");
  }
  if (created.value.amount !== preorder.preorderAmount || created.value.currency !== preorder.currency) {
    securityEvent(deps.log, "order_amount_mismatch", { preorderId, orderId: created.value.id });
    return unavailable("Invalid response from payment service");
  }
  const outcome = await applyTransition(deps.db, {
    preorderId,
    event: { type: "order_created" },
    source: "create",
    detail: `order ${created.value.id}`,
    patch: { gatewayOrderId: created.value.id },
  });
  if (outcome.changed) return answer(created.value.id);
  // Another request recorded its order first: everyone pays that one.
  const winner = await loadPreorder(deps.db, preorderId);
  if (winner?.gatewayOrderId) return answer(winner.gatewayOrderId);
  return json(409, {
    error: "This pre-order can no longer be paid online. Please contact support.",
    field: "preorderId",
  });
}

// ——— verify (the callback) ———

const gatewayId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,64}$/, "Invalid id");

export const verifyRequestSchema = z
  .object({
    // Absent only when checkout reported a failure before a payment existed.
    razorpay_payment_id: gatewayId.optional(),
    razorpay_order_id: gatewayId,
    razorpay_signature: z.string().trim().max(128).optional(),
    preorderId: z.uuid("Invalid pre-order id"),
    recoveredFromLocalStorage: z.boolean().optional(),
    allParams: z.unknown().optional(),
  })
  .refine((v) => v.razorpay_signature === undefined || v.razorpay_payment_id !== undefined, {
    message: "The payment id is required with a signature",
    path: ["razorpay_payment_id"],
  });
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

/** What the callback page shows: amounts and queue place, never a name, e-mail or address. */
export type PaymentSummary = VerifyData;

async function summary(deps: PaymentDeps, id: string, email: DeliveryState | null): Promise<PaymentSummary> {
  const p = (await loadPreorder(deps.db, id))!;
  const items = await itemsOf(deps.db, p.id);
  return {
    status: publicStatus(p.status),
    preorder_id: p.id,
    currency: p.currency,
    items: items.map((i) => ({
      product_id: i.productId,
      name: findProduct(i.productId)?.name ?? i.productId,
      quantity: i.quantity,
      line_total: i.lineTotal,
    })),
    subtotal: p.subtotalAmount,
    bundle_discount: p.bundleDiscount,
    total: p.totalAmount,
    includes_glasses: p.includesGlasses,
    booking_paid: p.status === "paid" ? p.preorderAmount : 0,
    remaining: p.status === "paid" ? p.remainingAmount : p.totalAmount,
    accessory_credit: p.accessoryCredit,
    queue_position: await queuePosition(deps.db, p.id),
    confirmation_email: email,
    reference: p.reference,
    // Only once paid: the link opens the order page, which is for the buyer who paid.
    order_url: p.status === "paid" ? deps.orderLinks.path(p.reference) : null,
  };
}

/**
 * Confirms a payment the browser reports. With a signature: it must be Razorpay's signature of the
 * order stored for this pre-order, and the gateway must say the payment is captured. Without one
 * (checkout reported a failure) only the gateway's word about the stored order counts.
 */
export async function verifyPayment(deps: PaymentDeps, input: VerifyRequest): Promise<Answer> {
  const preorder = await loadPreorder(deps.db, input.preorderId);
  if (!preorder) return json(404, { error: "Pre-order not found", field: "preorderId" });
  const facts = {
    preorderId: preorder.id,
    orderId: input.razorpay_order_id,
    paymentId: input.razorpay_payment_id,
  };
  if (!preorder.gatewayOrderId || preorder.gatewayOrderId !== input.razorpay_order_id) {
    securityEvent(deps.log, "payment_order_mismatch", facts);
    return refused(preorder, "This payment does not belong to this pre-order", "razorpay_order_id");
  }
  if (
    input.razorpay_signature !== undefined &&
    (input.razorpay_payment_id === undefined ||
      !isValidPaymentSignature(
        preorder.gatewayOrderId,
        input.razorpay_payment_id,
        input.razorpay_signature,
        deps.gateway.keySecret,
      ))
  ) {
    securityEvent(deps.log, "payment_signature_invalid", facts);
    return refused(preorder, "Invalid payment signature", "razorpay_signature");
  }

  if (preorder.status !== "paid" && preorder.status !== "needs_review") {
    const settled =
      input.razorpay_signature !== undefined && input.razorpay_payment_id !== undefined
        ? await settleSignedPayment(deps, preorder, input.razorpay_payment_id)
        : await settleFromGateway(deps, preorder, "callback", { acceptCapture: false });
    if (!settled.ok)
      return unavailable("We could not confirm the payment with the gateway yet. Please wait.");
  }

  const current = await loadPreorder(deps.db, preorder.id);
  const email =
    current?.status === "paid"
      ? await deps.outbox.deliverFor(preorder.id).catch(() => "failed" as const)
      : null;
  const data = await summary(deps, preorder.id, email);
  const warnings: string[] = [];
  if (current?.status === "needs_review") {
    warnings.push("The amount received differs from your booking. Our team will review it and contact you.");
  }
  if (input.recoveredFromLocalStorage) warnings.push("Payment details were recovered from this browser.");
  return json(200, warnings.length ? { data, warning: warnings.join(" ") } : { data });
}

/** The signed payment, as the gateway reports it: captured (amount checked), failed, or not yet. */
async function settleSignedPayment(
  deps: PaymentDeps,
  preorder: PreorderRow,
  paymentId: string,
): Promise<{ ok: true } | { ok: false; failure: GatewayFailure }> {
  const fetched = await deps.gateway.fetchPayment(paymentId);
  if (!fetched.ok) {
    deps.log.warn(
      { preorderId: preorder.id, failure: fetched.failure },
      "payment check with the gateway failed",
    );
    return fetched;
  }
  if (fetched.value.order_id !== preorder.gatewayOrderId) {
    securityEvent(deps.log, "payment_order_mismatch", { preorderId: preorder.id, paymentId });
    return { ok: true };
  }
  await applyPayment(deps, preorder, fetched.value, "callback");
  return { ok: true };
}

async function applyPayment(
  deps: PaymentDeps,
  preorder: PreorderRow,
  payment: GatewayPayment,
  source: TransitionSource,
) {
  if (payment.status === "captured") {
    const outcome = await applyTransition(deps.db, {
      preorderId: preorder.id,
      event: { type: "payment_captured", amount: payment.amount, currency: payment.currency },
      source,
      // The gateway's mode too: an operator must tell sandbox payments from real ones.
      detail: `${deps.gateway.mode} payment ${payment.id} captured ${payment.amount} ${payment.currency}`,
      patch: { gatewayPaymentId: payment.id },
    });
    if (outcome.changed && outcome.to === "needs_review") {
      securityEvent(deps.log, "payment_amount_mismatch", {
        preorderId: preorder.id,
        paymentId: payment.id,
        expected: `${preorder.preorderAmount} ${preorder.currency}`,
        captured: `${payment.amount} ${payment.currency}`,
      });
    }
    // The callback sends the e-mail itself so it can tell the buyer; others leave it to the worker.
    if (outcome.changed && outcome.to === "paid" && source !== "callback") void deps.outbox.drain();
    return outcome;
  }
  if (payment.status === "failed") {
    return applyTransition(deps.db, {
      preorderId: preorder.id,
      event: { type: "payment_failed" },
      source,
      detail: `payment ${payment.id} failed`,
    });
  }
  return undefined;
}

/**
 * Asks the gateway about every payment of the pre-order's stored order (callback without a
 * signature, reconciler): a capture wins over failed attempts, since the buyer may have retried.
 * An unsigned callback may only record a failure: a capture it reports is left to the signed
 * webhook or the reconciler (paid needs a signature or the server's own check).
 */
export async function settleFromGateway(
  deps: PaymentDeps,
  preorder: PreorderRow,
  source: TransitionSource,
  options: { acceptCapture: boolean } = { acceptCapture: true },
): Promise<{ ok: true; status: PreorderStatus } | { ok: false; failure: GatewayFailure }> {
  if (!preorder.gatewayOrderId) return { ok: true, status: preorder.status };
  const listed = await deps.gateway.fetchOrderPayments(preorder.gatewayOrderId);
  if (!listed.ok) {
    deps.log.warn(
      { preorderId: preorder.id, failure: listed.failure },
      "order check with the gateway failed",
    );
    return listed;
  }
  const captured = listed.value.find((p) => p.status === "captured");
  const pending = listed.value.some((p) => p.status === "created" || p.status === "authorized");
  const failed = listed.value.find((p) => p.status === "failed");
  if (captured) {
    if (options.acceptCapture) await applyPayment(deps, preorder, captured, source);
  } else if (failed && !pending) await applyPayment(deps, preorder, failed, source);
  const now = await loadPreorder(deps.db, preorder.id);
  return { ok: true, status: now?.status ?? preorder.status };
}

// ——— webhook ———

/**
 * A Razorpay webhook: the signature over the raw body must match, each event id is handled once,
 * and the answer is quick (the e-mail goes out from the outbox afterwards).
 */
export async function handleWebhook(deps: PaymentDeps, rawBody: string, headers: Headers): Promise<Answer> {
  const secret = deps.gateway.webhookSecret;
  if (!secret) return json(503, { error: "Webhooks are not configured" });
  const signature = headers.get("x-razorpay-signature") ?? "";
  if (!signature || !isValidWebhookSignature(rawBody, signature, secret)) {
    securityEvent(deps.log, "webhook_signature_invalid", { bytes: rawBody.length });
    return badRequest("Invalid webhook signature", "x-razorpay-signature");
  }
  const eventId = headers.get("x-razorpay-event-id")?.slice(0, 128) || undefined;
  if (eventId) {
    const [seen] = await deps.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId));
    if (seen) return json(200, { status: "duplicate" });
  }
  let parsed;
  try {
    parsed = webhookSchema.safeParse(JSON.parse(rawBody));
  } catch {
    return badRequest("The webhook body is not JSON", "body");
  }
  if (!parsed.success) return badRequest("Unexpected webhook shape", "payload");
  const { event, payload } = parsed.data;

  const payment = payload.payment?.entity;
  const orderId = payment?.order_id ?? payload.order?.entity.id;
  if (REFUND_EVENTS.has(event)) {
    await handleRefundWebhook(deps, parsed.data);
  } else if (orderId && ["payment.captured", "order.paid", "payment.failed"].includes(event)) {
    const [preorder] = await deps.db.select().from(preorders).where(eq(preorders.gatewayOrderId, orderId));
    if (preorder && payment) {
      // order.paid carries the captured payment too; a failed event carries the failed one.
      const effective: GatewayPayment =
        event === "payment.failed"
          ? { ...payment, status: "failed" }
          : event === "order.paid"
            ? { ...payment, status: "captured" }
            : payment;
      await applyPayment(deps, preorder, effective, "webhook");
    } else if (!preorder) {
      deps.log.info({ event, orderId }, "webhook for an order we do not know");
    }
  }
  if (eventId)
    await deps.db.insert(webhookEvents).values({ eventId, eventType: event }).onConflictDoNothing();
  return json(200, { status: "ok" });
}
