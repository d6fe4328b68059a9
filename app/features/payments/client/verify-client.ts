import { parseApiError } from "~/lib/api-error";
import { verifyReplySchema, type VerifyData, type VerifyRequest } from "../verify-contract";
import { PAYMENT_STORAGE_KEYS } from "./storage-keys";

/** The ids the callback page verifies. */
export type PaymentParams = Pick<
  VerifyRequest,
  "razorpay_payment_id" | "razorpay_order_id" | "razorpay_signature" | "preorderId"
>;

export type VerifyOutcome =
  | { kind: "answer"; data: VerifyData; warning?: string }
  /** Our endpoint answered 404: no such pre-order (retried briefly, then final). */
  | { kind: "not_found" }
  /** Time-out, network error, 429 or 5xx: unknown, never paid. */
  | { kind: "unknown" }
  /** Refused (tampered or foreign ids, 400): final. The reference, when the pre-order exists. */
  | { kind: "error"; message: string; reference?: string };

/** Stored ids are recoverable this long after checkout. */
export const RECOVERY_WINDOW_MS = 30 * 60 * 1000;
/** One verify request may take this long. */
const VERIFY_TIMEOUT_MS = 30_000;
/**
 * A 404 is retried up to this many times, 3 s × the attempt number apart, but only while the retry
 * ends within NOT_FOUND_BUDGET_MS of the page load: a pre-order is stored before checkout opens,
 * so an id the server does not know stays unknown, and the buyer is told so well within 10 s.
 */
export const NOT_FOUND_RETRIES = 5;
export const NOT_FOUND_STEP_MS = 3_000;
export const NOT_FOUND_BUDGET_MS = 6_000;
/**
 * The page never spins longer than this after it loads: past it, an unconfirmed payment is stated
 * plainly with what to do (the page still checks quietly, and shows success once it is confirmed).
 */
export const SPIN_BUDGET_MS = 10_000;
/** While the payment is unconfirmed, the page asks again after this long, growing to the cap. */
export const CONFIRMING_FIRST_MS = 5_000;
export const CONFIRMING_MAX_MS = 30_000;

/** The payment ids from the callback URL, when it carries the order and pre-order ids. */
export function paramsFromUrl(search: URLSearchParams): PaymentParams | null {
  const order = search.get("razorpay_order_id")?.trim();
  const preorderId = search.get("preorderId")?.trim();
  if (!order || !preorderId) return null;
  const payment = search.get("razorpay_payment_id")?.trim();
  const signature = search.get("razorpay_signature")?.trim();
  return {
    razorpay_order_id: order,
    preorderId,
    ...(payment ? { razorpay_payment_id: payment } : {}),
    ...(signature ? { razorpay_signature: signature } : {}),
  };
}

/** The ids the pre-order page stored at checkout, if under 30 minutes old. */
export function paramsFromStorage(storage: Pick<Storage, "getItem">, now = Date.now()): PaymentParams | null {
  const k = PAYMENT_STORAGE_KEYS;
  const at = Number(storage.getItem(k.paymentTimestamp));
  if (!Number.isFinite(at) || at <= 0 || now - at > RECOVERY_WINDOW_MS || now < at) return null;
  const order = storage.getItem(k.lastOrderId);
  const preorderId = storage.getItem(k.lastPreorderId);
  const payment = storage.getItem(k.lastPaymentId);
  const signature = storage.getItem(k.lastSignature);
  if (!order || !preorderId || !payment) return null;
  return {
    razorpay_order_id: order,
    preorderId,
    razorpay_payment_id: payment,
    ...(signature ? { razorpay_signature: signature } : {}),
  };
}

/** One POST /api/payments/verify, classified. A failure to answer is never a success. */
export async function requestVerify(
  params: PaymentParams,
  recovered: boolean,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = VERIFY_TIMEOUT_MS,
): Promise<VerifyOutcome> {
  const request: VerifyRequest = { ...params, recoveredFromLocalStorage: recovered };
  let res: Response;
  try {
    res = await fetchImpl("/api/payments/verify", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { kind: "unknown" };
  }
  if (res.status === 404 || res.status === 429 || res.status >= 500) return verifyOutcome(res.status, null);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return res.ok ? { kind: "unknown" } : { kind: "error", message: `HTTP ${res.status}` };
  }
  return verifyOutcome(res.status, body);
}

/**
 * What an answer of the verify endpoint (its status and JSON body) says about the payment, for the
 * page's script and the page's own form alike. A failure to answer is never a success.
 */
export function verifyOutcome(status: number, body: unknown): VerifyOutcome {
  if (status === 404) return { kind: "not_found" };
  if (status === 429 || status >= 500) return { kind: "unknown" };
  if (status < 200 || status >= 300) {
    const refusal = parseApiError(body);
    return {
      kind: "error",
      message: refusal?.error ?? `HTTP ${status}`,
      ...(refusal?.reference !== undefined ? { reference: refusal.reference } : {}),
    };
  }
  // A reply that is not the contract's says nothing about the payment: unknown, never paid.
  const answer = verifyReplySchema.safeParse(body);
  if (!answer.success) return { kind: "unknown" };
  const { data, warning } = answer.data;
  return { kind: "answer", data, ...(warning ? { warning } : {}) };
}
