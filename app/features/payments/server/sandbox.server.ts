import { randomBytes } from "node:crypto";
import {
  fail,
  ok,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from "./gateway";
import type { CheckoutResult } from "../contract";
import type { Logger } from "~/lib/logger.server";
import { hmacHex, paymentSignature } from "./signature.server";

/**
 * Receives a signed webhook exactly as our endpoint would from Razorpay. Rejecting (a handler
 * error, a non-200 answer) asks for the delivery to be retried, as Razorpay retries failed ones.
 */
type WebhookSink = (rawBody: string, headers: Record<string, string>) => Promise<void>;

export interface SandboxOptions {
  /** Where a delivery that failed for good is reported (with a code and the event, never a body). */
  log?: Pick<Logger, "warn" | "error">;
  /** Waits between delivery attempts; after the last one the event is left to the reconciler. */
  retryDelaysMs?: readonly number[];
}

/** Razorpay retries a failed webhook for hours; in one process a few quick attempts stand in for that. */
const RETRY_DELAYS_MS = [100, 400, 1_600, 6_400];

export interface SandboxGateway extends PaymentGateway {
  readonly mode: "sandbox";
  /** The TEST MODE dialog's "Pay" and "Simulate failure": records a payment and sends webhooks. */
  simulate(
    orderId: string,
    outcome: "success" | "failure",
  ): { ok: true; value: CheckoutResult } | { ok: false; reason: "not_found" | "paid" };
  /** Where signed webhooks go; the app wires this to its webhook handler. */
  setWebhookSink(sink: WebhookSink | undefined): void;
  /** Resolves when every webhook sent so far has been handled (tests, shutdown). */
  settled(): Promise<void>;
}

const id = (prefix: string) =>
  `${prefix}_${randomBytes(10).toString("base64url").replace(/[-_]/g, "x").slice(0, 14)}`;

/**
 * An in-process Razorpay: same data shapes, real HMAC signatures and signed webhooks, no network.
 * State lives in memory, so it is for one development or test process.
 */
export function createSandboxGateway(options: SandboxOptions = {}): SandboxGateway {
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const keySecret = randomBytes(24).toString("hex");
  const webhookSecret = randomBytes(24).toString("hex");
  const orders = new Map<string, GatewayOrder>();
  const payments = new Map<string, GatewayPayment>();
  /** Refunds by idempotency key, as Razorpay keeps them: a retry answers the refund already made. */
  const refunds = new Map<string, GatewayRefund>();
  let sink: WebhookSink | undefined;
  const inFlight = new Set<Promise<void>>();

  function sendWebhook(event: string, payload: Record<string, unknown>) {
    if (!sink) return;
    const deliver = sink;
    const rawBody = JSON.stringify({
      entity: "event",
      event,
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    const headers = {
      "x-razorpay-signature": hmacHex(webhookSecret, rawBody),
      "x-razorpay-event-id": id("evt"),
      "content-type": "application/json",
    };
    // Like Razorpay, the webhook arrives on its own schedule, racing the browser's callback, and
    // a failed delivery is sent again (the same event id) rather than dropped.
    const attempt = async () => {
      for (let n = 0; ; n++) {
        await new Promise<void>((resolve) =>
          n === 0 ? setImmediate(resolve) : setTimeout(resolve, retryDelays[n - 1]),
        );
        try {
          await deliver(rawBody, headers);
          return;
        } catch (error) {
          const reason = error instanceof Error ? error.name : "unknown";
          if (n < retryDelays.length) {
            options.log?.warn(
              { code: "sandbox_webhook_retry", event, attempt: n + 1, reason },
              "sandbox webhook failed; retrying",
            );
            continue;
          }
          // The payment or refund stays as the database has it; the reconciler asks the sandbox.
          options.log?.error(
            { code: "sandbox_webhook_failed", event, attempts: n + 1, reason },
            "sandbox webhook failed; left to the reconciler",
          );
          return;
        }
      }
    };
    const delivery: Promise<void> = attempt().finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  }

  return {
    mode: "sandbox",
    keyId: "rzp_test_sandbox",
    keySecret,
    webhookSecret,
    createOrder(input) {
      const order: GatewayOrder = {
        id: id("order"),
        amount: input.amount,
        amount_paid: 0,
        currency: input.currency,
        receipt: input.receipt,
        status: "created",
      };
      orders.set(order.id, order);
      return Promise.resolve(ok({ ...order }));
    },
    fetchOrderPayments(orderId) {
      if (!orders.has(orderId))
        return Promise.resolve(fail({ kind: "not_found", status: 404, message: "no such order" }));
      return Promise.resolve(
        ok([...payments.values()].filter((p) => p.order_id === orderId).map((p) => ({ ...p }))),
      );
    },
    fetchPayment(paymentId) {
      const payment = payments.get(paymentId);
      if (!payment)
        return Promise.resolve(fail({ kind: "not_found", status: 404, message: "no such payment" }));
      return Promise.resolve(ok({ ...payment }));
    },
    refund(paymentId, amountMinor, idempotencyKey) {
      const seen = refunds.get(idempotencyKey);
      if (seen) {
        return Promise.resolve(
          seen.payment_id === paymentId && seen.amount === amountMinor
            ? ok({ ...seen })
            : fail({ kind: "http_4xx", status: 400, message: "idempotency key reused with another request" }),
        );
      }
      const payment = payments.get(paymentId);
      if (!payment)
        return Promise.resolve(fail({ kind: "not_found", status: 404, message: "no such payment" }));
      const alreadyRefunded = [...refunds.values()]
        .filter((r) => r.payment_id === paymentId && r.status !== "failed")
        .reduce((sum, r) => sum + r.amount, 0);
      if (payment.status !== "captured" || alreadyRefunded + amountMinor > payment.amount) {
        return Promise.resolve(
          fail({ kind: "http_4xx", status: 400, message: "refund exceeds the capture" }),
        );
      }
      const refund: GatewayRefund = {
        id: id("rfnd"),
        payment_id: paymentId,
        amount: amountMinor,
        currency: payment.currency,
        status: "pending",
        receipt: idempotencyKey,
      };
      refunds.set(idempotencyKey, refund);
      // Like Razorpay: answered pending, processed a moment later and announced by webhook.
      refund.status = "processed";
      sendWebhook("refund.processed", {
        refund: { entity: { ...refund } },
        payment: { entity: { ...payment } },
      });
      return Promise.resolve(ok({ ...refund, status: "pending" }));
    },
    fetchPaymentRefunds(paymentId) {
      if (!payments.has(paymentId))
        return Promise.resolve(fail({ kind: "not_found", status: 404, message: "no such payment" }));
      return Promise.resolve(
        ok([...refunds.values()].filter((r) => r.payment_id === paymentId).map((r) => ({ ...r }))),
      );
    },
    simulate(orderId, outcome) {
      const order = orders.get(orderId);
      if (!order) return { ok: false, reason: "not_found" };
      if (order.status === "paid") return { ok: false, reason: "paid" };
      order.status = "attempted";
      const payment: GatewayPayment = {
        id: id("pay"),
        order_id: order.id,
        amount: order.amount,
        currency: order.currency,
        status: outcome === "success" ? "captured" : "failed",
        captured: outcome === "success",
        error_code: outcome === "success" ? null : "BAD_REQUEST_ERROR",
        error_description: outcome === "success" ? null : "Payment failed (sandbox simulation)",
      };
      payments.set(payment.id, payment);
      if (outcome === "success") {
        order.status = "paid";
        order.amount_paid = order.amount;
        sendWebhook("payment.captured", { payment: { entity: { ...payment } } });
        sendWebhook("order.paid", { payment: { entity: { ...payment } }, order: { entity: { ...order } } });
        return {
          ok: true,
          value: {
            razorpay_payment_id: payment.id,
            razorpay_order_id: order.id,
            razorpay_signature: paymentSignature(order.id, payment.id, keySecret),
          },
        };
      }
      sendWebhook("payment.failed", { payment: { entity: { ...payment } } });
      return {
        ok: true,
        value: {
          error: {
            code: "BAD_REQUEST_ERROR",
            description: "Payment failed (sandbox simulation)",
            source: "customer",
            step: "payment_authorization",
            reason: "payment_failed",
            metadata: { order_id: order.id, payment_id: payment.id },
          },
        },
      };
    },
    setWebhookSink(next) {
      sink = next;
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
