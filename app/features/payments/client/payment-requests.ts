import { MESSAGES, RequestError, sendForJson, type CallOptions, type Endpoint } from "~/lib/retrying-fetch";
import {
  createPaymentResponseSchema,
  type CreatePaymentRequest,
  type CreatePaymentResponse,
} from "../contract";

const PAYMENT_TIMEOUT_MS = 25_000;

const PAYMENT_ENDPOINT: Endpoint = {
  url: "/api/payments/create",
  timeoutMs: PAYMENT_TIMEOUT_MS,
  timeoutMessage: MESSAGES.paymentTimeout,
};

/** What the payment step sends: the stored pre-order, or (fallback mode) the whole form. */
export type CreatePaymentPayload = CreatePaymentRequest;

/** POST /api/payments/create: 25 s time-out, 2 retries 1.5 s apart, replies checked. */
export function createPayment(
  payload: CreatePaymentPayload,
  options: CallOptions = {},
): Promise<CreatePaymentResponse> {
  const init = {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(payload),
  };
  return sendForJson(
    PAYMENT_ENDPOINT,
    init,
    options,
    createPaymentResponseSchema,
    MESSAGES.invalidPaymentResponse,
  );
}

/** Network, 404, Not Found, Failed to fetch or timed-out errors: 'Payment Service Unavailable'. */
export function isPaymentServiceUnavailable(error: unknown): boolean {
  if (error instanceof RequestError && (error.kind === "network" || error.kind === "timeout")) return true;
  if (error instanceof RequestError && error.status === 404) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /network|404|not found|failed to fetch|timed out/i.test(message);
}
