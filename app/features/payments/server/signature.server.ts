import { createHmac, timingSafeEqual } from "node:crypto";

/** Hex HMAC-SHA256, as Razorpay computes payment and webhook signatures. */
export function hmacHex(secret: string, payload: string | Buffer): string {
  return createHmac("sha256", secret).update(payload).digest("hex");
}

/** Razorpay's payment signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

/** Compares hex strings in constant time; different lengths are simply unequal. */
function safeEqualHex(expected: string, received: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(received, "utf8");
  if (a.length !== b.length) return false;
  return timingSafeEqual(a, b);
}

/** True when `signature` is the payment signature of this order and payment. */
export function isValidPaymentSignature(
  orderId: string,
  paymentId: string,
  signature: string,
  keySecret: string,
): boolean {
  return safeEqualHex(paymentSignature(orderId, paymentId, keySecret), signature);
}

/** True when `signature` (X-Razorpay-Signature) signs the raw webhook body. */
export function isValidWebhookSignature(
  rawBody: string | Buffer,
  signature: string,
  secret: string,
): boolean {
  return safeEqualHex(hmacHex(secret, rawBody), signature);
}
