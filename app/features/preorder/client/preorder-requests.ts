import {
  createPaymentResponseSchema,
  type CreatePaymentResponse,
  type PaymentErrorResponse,
} from "~/features/payments/contract";
import type { PreorderRequest, SavePreorderResult } from "../contract";

/**
 * The pre-order page's calls to the server: time-outs, retries and the exact
 * error messages the page reacts to. Retries are safe because every submit carries one idempotency
 * key: the server answers the same pre-order however often it hears it.
 */

export const SAVE_TIMEOUT_MS = 8_000;
export const PAYMENT_TIMEOUT_MS = 25_000;
export const RETRIES = 2;
export const RETRY_DELAY_MS = 1_500;
/** Attempts in all, for the 'Retry n/3: ' prefix. */
export const MAX_ATTEMPTS = RETRIES + 1;

export const MESSAGES = {
  databaseTimeout: "Database connection timed out",
  paymentTimeout: "Payment request timed out",
  invalidPaymentResponse: "Invalid response from payment service",
  invalidPaymentFormat: "Invalid response format",
  network: "Failed to fetch",
} as const;

/** Why a call failed. `retryable` failures are tried again; the others are answered by the page. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly kind: "timeout" | "network" | "http" | "invalid",
    readonly status?: number,
    readonly field?: string | null,
  ) {
    super(message);
    this.name = "RequestError";
  }

  get retryable(): boolean {
    return (
      this.kind === "timeout" ||
      this.kind === "network" ||
      (this.kind === "http" && (this.status === 404 || (this.status ?? 0) >= 500))
    );
  }
}

export interface CallOptions {
  /** Told the attempt number (1, 2, 3) before each attempt. */
  onAttempt?: (attempt: number) => void;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `call` up to 1 + RETRIES times, 1.5 s apart, while its failure is retryable. */
export async function withRetries<T>(call: () => Promise<T>, options: CallOptions = {}): Promise<T> {
  const sleep = options.sleep ?? defaultSleep;
  for (let attempt = 1; ; attempt++) {
    options.onAttempt?.(attempt);
    try {
      return await call();
    } catch (error) {
      const retryable = error instanceof RequestError && error.retryable;
      if (!retryable || attempt >= MAX_ATTEMPTS) throw error;
      await sleep(RETRY_DELAY_MS);
    }
  }
}

/** Where a call goes, how long one attempt may take, and what a time-out is called. */
interface Endpoint {
  url: string;
  timeoutMs: number;
  timeoutMessage: string;
}

const SAVE_ENDPOINT: Endpoint = {
  url: "/api/preorders",
  timeoutMs: SAVE_TIMEOUT_MS,
  timeoutMessage: MESSAGES.databaseTimeout,
};
const PAYMENT_ENDPOINT: Endpoint = {
  url: "/api/payments/create",
  timeoutMs: PAYMENT_TIMEOUT_MS,
  timeoutMessage: MESSAGES.paymentTimeout,
};

/**
 * Sends `init` to the endpoint with a time-out per attempt, retried as `withRetries` says: a
 * time-out or network failure becomes a RequestError; `read` turns the answer into the result or
 * throws one.
 */
function send<T>(
  endpoint: Endpoint,
  init: RequestInit,
  options: CallOptions,
  read: (res: Response) => Promise<T>,
): Promise<T> {
  const fetchImpl = options.fetchImpl ?? fetch;
  return withRetries(async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), endpoint.timeoutMs);
    let res: Response;
    try {
      res = await fetchImpl(endpoint.url, { ...init, signal: controller.signal });
    } catch {
      if (controller.signal.aborted) throw new RequestError(endpoint.timeoutMessage, "timeout");
      throw new RequestError(MESSAGES.network, "network");
    } finally {
      clearTimeout(timer);
    }
    return read(res);
  }, options);
}

async function errorFrom(res: Response): Promise<RequestError> {
  const body = (await res.json().catch(() => null)) as PaymentErrorResponse | null;
  const message = body?.error ?? (res.status === 404 ? "Not Found" : `Request failed (${res.status})`);
  return new RequestError(message, "http", res.status, body?.field);
}

export interface VoiceNoteBlob {
  blob: Blob;
  mimeType: string;
  durationMs: number;
}

/** The request as sent: multipart with an `audio` part when there is a voice note, JSON otherwise. */
export function preorderRequestInit(body: PreorderRequest, audio?: VoiceNoteBlob | null): RequestInit {
  if (!audio) {
    return { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
  }
  const form = new FormData();
  form.set("preorder", JSON.stringify({ ...body, audioDurationMs: Math.round(audio.durationMs) }));
  const extension = audio.mimeType.includes("mp4") ? "m4a" : audio.mimeType.includes("ogg") ? "ogg" : "webm";
  form.set("audio", new File([audio.blob], `voice-note.${extension}`, { type: audio.mimeType }));
  return { method: "POST", body: form };
}

/** POST /api/preorders: 8 s time-out, 2 retries 1.5 s apart. */
export function savePreorder(
  body: PreorderRequest,
  audio: VoiceNoteBlob | null,
  options: CallOptions = {},
): Promise<SavePreorderResult> {
  return send(SAVE_ENDPOINT, preorderRequestInit(body, audio), options, async (res) => {
    if (!res.ok) throw await errorFrom(res);
    return (await res.json()) as SavePreorderResult;
  });
}

/** What the payment step sends: the stored pre-order, or (fallback mode) the whole form. */
export type CreatePaymentPayload =
  { preorderId: string } | { preorder: PreorderRequest; idempotencyKey: string };

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
  return send(PAYMENT_ENDPOINT, init, options, async (res) => {
    const text = await res.text();
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      if (!res.ok)
        throw new RequestError(
          res.status === 404 ? "Not Found" : `Request failed (${res.status})`,
          "http",
          res.status,
        );
      throw new RequestError(MESSAGES.invalidPaymentResponse, "invalid");
    }
    if (!res.ok) {
      const body = data as PaymentErrorResponse | null;
      throw new RequestError(
        body?.error ?? `Request failed (${res.status})`,
        "http",
        res.status,
        body?.field,
      );
    }
    const payment = createPaymentResponseSchema.safeParse(data);
    if (!payment.success) throw new RequestError(MESSAGES.invalidPaymentFormat, "invalid");
    return payment.data;
  });
}

/** Network, 404, Not Found, Failed to fetch or timed-out errors: 'Payment Service Unavailable'. */
export function isPaymentServiceUnavailable(error: unknown): boolean {
  if (error instanceof RequestError && (error.kind === "network" || error.kind === "timeout")) return true;
  if (error instanceof RequestError && error.status === 404) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /network|404|not found|failed to fetch|timed out/i.test(message);
}
