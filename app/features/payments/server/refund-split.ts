/**
 * How a refund is spread over an order's captured payments (the booking's and, once paid, the
 * balance's). Pure: the reservation runs it under the pre-order's row lock with the amounts it
 * read there.
 */

/** Which of the order's payments: the booking (20%) or the balance paid before dispatch. */
export type PaymentKind = "booking" | "balance";

/** A captured payment and what of it is already refunded or being refunded. */
export interface CapturedPayment {
  kind: PaymentKind;
  paymentId: string;
  captured: number;
  /** Processed and pending refunds of this payment. */
  reserved: number;
}

/** One refund row: part of a refund, against one gateway payment. */
export interface RefundPart {
  kind: PaymentKind;
  paymentId: string;
  amount: number;
}

/** What is left to refund of one payment (never negative). */
export const leftOf = (p: CapturedPayment) => Math.max(0, p.captured - p.reserved);

/** What is left to refund of the whole order. */
export const leftInAll = (payments: readonly CapturedPayment[]) =>
  payments.reduce((sum, p) => sum + leftOf(p), 0);

/**
 * The parts of a refund of `amount`: the balance's payment first, then the booking's. The newer
 * payment goes first because a gateway refunds a recent payment most surely (an old booking may be
 * past its refund window), and a partial refund then touches one payment only. Null when the
 * amount exceeds what is left: nothing is ever refunded beyond what was captured.
 */
export function splitRefund(payments: readonly CapturedPayment[], amount: number): RefundPart[] | null {
  if (amount <= 0 || amount > leftInAll(payments)) return null;
  const parts: RefundPart[] = [];
  let rest = amount;
  for (const p of [...payments].sort((a, b) => rank(a.kind) - rank(b.kind))) {
    const take = Math.min(rest, leftOf(p));
    if (take > 0) parts.push({ kind: p.kind, paymentId: p.paymentId, amount: take });
    rest -= take;
  }
  return parts;
}

const rank = (kind: PaymentKind) => (kind === "balance" ? 0 : 1);

/**
 * The idempotency key of one part: the booking's part keeps the caller's key, the balance's adds a
 * suffix, so one request key finds every row it made (and a retry never makes another).
 */
export function partKey(key: string, kind: PaymentKind): string {
  return kind === "booking" ? key : `${key}:balance`;
}

/** Every key a request with `key` may have written. */
export const partKeys = (key: string) => [partKey(key, "booking"), partKey(key, "balance")];
