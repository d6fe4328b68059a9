import { eq } from "drizzle-orm";
import { preorders, webhookEvents } from "../../../../db/schema";
import type { GatewayPayment } from "./gateway";
import { answer, badRequest, unavailable, type JsonAnswer } from "~/lib/json-answer.server";
import { securityEvent, type PaymentDeps } from "./payment-deps.server";
import { webhookSchema } from "./razorpay-schemas";
import { handleRefundWebhook, REFUND_EVENTS } from "./refund-webhooks.server";
import { applyBalancePayment } from "./balance-settle.server";
import { applyPayment } from "./settle.server";
import { isValidWebhookSignature } from "./signature.server";

/**
 * Unsigned or wrongly signed calls come in bursts (a scanner, a secret set wrong): the first of a
 * burst is logged, with how many the burst before it held, and the rest of the minute is quiet.
 */
const BURST_MS = 60_000;
const bursts = new WeakMap<PaymentDeps["log"], { startedAt: number; count: number }>();

function invalidSignature(log: PaymentDeps["log"], bytes: number): void {
  const now = Date.now();
  const burst = bursts.get(log);
  if (burst && now - burst.startedAt < BURST_MS) {
    burst.count++;
    return;
  }
  securityEvent(log, "webhook_signature_invalid", { bytes, previousBurst: burst?.count ?? 0 });
  bursts.set(log, { startedAt: now, count: 1 });
}

/**
 * A Razorpay webhook: the signature over the raw body must match, each event id is handled once,
 * and the answer is quick (the e-mail goes out from the outbox afterwards).
 */
export async function handleWebhook(
  deps: PaymentDeps,
  rawBody: string,
  headers: Headers,
): Promise<JsonAnswer> {
  const secret = deps.gateway.webhookSecret;
  if (!secret) return unavailable("Webhooks are not configured");
  const signature = headers.get("x-razorpay-signature") ?? "";
  if (!signature || !isValidWebhookSignature(rawBody, signature, secret)) {
    invalidSignature(deps.log, rawBody.length);
    return badRequest("Invalid webhook signature", "x-razorpay-signature");
  }
  const eventId = headers.get("x-razorpay-event-id")?.slice(0, 128) || undefined;
  if (eventId) {
    const [seen] = await deps.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId));
    if (seen) return answer(200, { status: "duplicate" });
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
    } else if (!preorder && payment) {
      // A balance's own gateway order; a failed attempt changes nothing (the balance stays due).
      const effective: GatewayPayment = event === "order.paid" ? { ...payment, status: "captured" } : payment;
      const settled = await applyBalancePayment(deps, orderId, effective, "webhook");
      if (!settled.settled && settled.reason === "unknown_order") {
        deps.log.info({ event, orderId }, "webhook for an order we do not know");
      }
    } else if (!preorder) {
      deps.log.info({ event, orderId }, "webhook for an order we do not know");
    }
  }
  if (eventId)
    await deps.db.insert(webhookEvents).values({ eventId, eventType: event }).onConflictDoNothing();
  return answer(200, { status: "ok" });
}
