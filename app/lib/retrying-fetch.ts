import { parseApiError } from "./api-error";

/**
 * The browser's calls to the shop's JSON endpoints (the pre-order save, the payment's creation):
 * time-outs, retries and the exact error messages the pre-order page reacts to. Retries are safe
 * because every call carries one idempotency key: the server answers the same request however
 * often it hears it.
 */

const RETRIES = 2;
const RETRY_DELAY_MS = 1_500;
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
export interface Endpoint {
  url: string;
  timeoutMs: number;
  timeoutMessage: string;
}

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

/** A refusal as a RequestError: the server's words and field when its body says them. */
/** A reply's schema (a zod schema of the feature's contract). */
interface ReplySchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/**
 * `send`, reading the reply as JSON: a refusal (an error status) becomes its RequestError, a reply
 * that is not JSON `emptyMessage` when given, and one the schema refuses "Invalid response format".
 */
export function sendForJson<T>(
  endpoint: Endpoint,
  init: RequestInit,
  options: CallOptions,
  schema: ReplySchema<T>,
  emptyMessage?: string,
): Promise<T> {
  return send(endpoint, init, options, async (res) => {
    const data = await jsonOf(res);
    if (!res.ok) throw refusal(res, data);
    if (data === undefined && emptyMessage) throw new RequestError(emptyMessage, "invalid");
    const reply = schema.safeParse(data);
    if (!reply.success) throw new RequestError(MESSAGES.invalidPaymentFormat, "invalid");
    return reply.data;
  });
}

function refusal(res: Response, data: unknown): RequestError {
  const body = parseApiError(data);
  const message = body?.error ?? (res.status === 404 ? "Not Found" : `Request failed (${res.status})`);
  return new RequestError(message, "http", res.status, body?.field);
}

/** The body as JSON, or undefined when it is not JSON. */
const jsonOf = async (res: Response): Promise<unknown> => {
  const text = await res.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};
