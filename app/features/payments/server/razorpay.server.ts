import type { z } from "zod";
import { fail, ok, type GatewayFailure, type GatewayResult, type PaymentGateway } from "./gateway";
import {
  orderSchema,
  paymentCollectionSchema,
  paymentSchema,
  refundCollectionSchema,
  refundSchema,
} from "./razorpay-schemas";

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  /** Origin of the REST API, e.g. https://api.razorpay.com (tests point it at a fake). */
  apiBase: string;
  /** Every call is abandoned after this long: a slow gateway is a failure, not a hang. */
  timeoutMs: number;
}

/** Razorpay's REST API over fetch, every failure classified (docs/decisions/003). */
export function createRazorpayGateway(options: RazorpayOptions): PaymentGateway {
  const base = options.apiBase.replace(/\/$/, "");
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;

  async function call<T>(
    method: "GET" | "POST",
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<GatewayResult<T>> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...extraHeaders,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: "error",
      });
    } catch (error) {
      return fail(networkFailure(error, options.timeoutMs));
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      return fail(networkFailure(error, options.timeoutMs));
    }
    if (response.status === 404)
      return fail({ kind: "not_found", status: 404, message: `${method} ${path}: 404` });
    if (response.status >= 500) {
      return fail({
        kind: "http_5xx",
        status: response.status,
        message: `${method} ${path}: ${response.status}`,
      });
    }
    if (response.status >= 400) {
      return fail({
        kind: "http_4xx",
        status: response.status,
        message: `${method} ${path}: ${response.status}`,
      });
    }
    if (response.status !== 200) {
      return fail({
        kind: "malformed",
        status: response.status,
        message: `${method} ${path}: unexpected ${response.status}`,
      });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return fail({ kind: "malformed", status: 200, message: `${method} ${path}: not JSON` });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      return fail({ kind: "malformed", status: 200, message: `${method} ${path}: unexpected shape` });
    return ok(parsed.data);
  }

  return {
    mode: "razorpay",
    keyId: options.keyId,
    keySecret: options.keySecret,
    webhookSecret: options.webhookSecret,
    createOrder(input) {
      return call("POST", "/v1/orders", orderSchema, input);
    },
    async fetchOrderPayments(orderId) {
      const result = await call(
        "GET",
        `/v1/orders/${encodeURIComponent(orderId)}/payments`,
        paymentCollectionSchema,
      );
      return result.ok ? ok(result.value.items) : result;
    },
    fetchPayment(paymentId) {
      return call("GET", `/v1/payments/${encodeURIComponent(paymentId)}`, paymentSchema);
    },
    refund(paymentId, amountMinor, idempotencyKey) {
      // Razorpay answers a retry with the same X-Refund-Idempotency key and the same body with the
      // refund it already made; the body must not change between retries, so it holds only the key.
      return call(
        "POST",
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        refundSchema,
        {
          amount: amountMinor,
          speed: "normal",
          receipt: idempotencyKey,
          notes: { refund_key: idempotencyKey },
        },
        { "x-refund-idempotency": idempotencyKey },
      );
    },
    async fetchPaymentRefunds(paymentId) {
      // 100 is Razorpay's largest page; a booking is never refunded in more parts than that.
      const result = await call(
        "GET",
        `/v1/payments/${encodeURIComponent(paymentId)}/refunds?count=100`,
        refundCollectionSchema,
      );
      return result.ok ? ok(result.value.items) : result;
    },
  };
}

/** A time-out, or anything else that kept the request from being answered. */
function networkFailure(error: unknown, timeoutMs: number): GatewayFailure {
  const name = error instanceof Error ? error.name : "";
  if (name === "TimeoutError" || name === "AbortError") {
    return { kind: "timeout", message: `no answer within ${timeoutMs} ms` };
  }
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return { kind: "refused", message: `network error${cause?.code ? ` ${cause.code}` : ""}` };
}
