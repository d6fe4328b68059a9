/**
 * The payment gateway as the rest of the app sees it: Razorpay's REST API or the in-process
 * sandbox, with the same data shapes. Every call answers a typed result; a failure is never a
 * success (docs/decisions/003-own-razorpay-adapter.md).
 */

import type { PaymentProvider } from "~/lib/payment-provider";

type GatewayFailureKind = "timeout" | "refused" | "http_4xx" | "http_5xx" | "malformed" | "not_found";

export interface GatewayFailure {
  kind: GatewayFailureKind;
  /** HTTP status when the gateway answered one. */
  status?: number;
  /** For logs: never contains secrets or card data. */
  message: string;
}

export type GatewayResult<T> = { ok: true; value: T } | { ok: false; failure: GatewayFailure };

/** Razorpay order (the subset we use). Amounts in minor units. */
export interface GatewayOrder {
  id: string;
  amount: number;
  amount_paid: number;
  currency: string;
  receipt: string | null;
  status: "created" | "attempted" | "paid";
}

type GatewayPaymentStatus = "created" | "authorized" | "captured" | "refunded" | "failed";

/** Razorpay payment (the subset we use). */
export interface GatewayPayment {
  id: string;
  order_id: string | null;
  amount: number;
  currency: string;
  status: GatewayPaymentStatus;
  captured?: boolean;
  error_code?: string | null;
  error_description?: string | null;
}

type GatewayRefundStatus = "pending" | "processed" | "failed";

/** Razorpay refund (the subset we use). */
export interface GatewayRefund {
  id: string;
  payment_id: string;
  amount: number;
  currency: string;
  status: GatewayRefundStatus;
  /** We send our refund row's id here, so a webhook can be matched before the reply is stored. */
  receipt: string | null;
}

interface CreateOrderInput {
  amount: number;
  currency: string;
  /** Our pre-order id: Razorpay's receipt (at most 40 characters). */
  receipt: string;
  /** Never personal data: only identifiers. */
  notes: Record<string, string>;
}

export interface PaymentGateway {
  readonly mode: PaymentProvider;
  /** The public key id the checkout opens with. */
  readonly keyId: string;
  /** HMAC key of payment signatures (server-only). */
  readonly keySecret: string;
  /** HMAC key of webhooks; undefined when webhooks are not configured. */
  readonly webhookSecret: string | undefined;
  createOrder(input: CreateOrderInput): Promise<GatewayResult<GatewayOrder>>;
  fetchOrderPayments(orderId: string): Promise<GatewayResult<GatewayPayment[]>>;
  fetchPayment(paymentId: string): Promise<GatewayResult<GatewayPayment>>;
  /**
   * Refunds part or all of a captured payment. The same `idempotencyKey` (at least 10 characters
   * of letters, digits, `-` and `_`) with the same amount answers the same refund, never a second.
   */
  refund(
    paymentId: string,
    amountMinor: number,
    idempotencyKey: string,
  ): Promise<GatewayResult<GatewayRefund>>;
  /**
   * Every refund of a payment the gateway knows, newest first. A refund we asked for carries our
   * refund row's id as its receipt, so a request whose answer was lost can be found again.
   */
  fetchPaymentRefunds(paymentId: string): Promise<GatewayResult<GatewayRefund[]>>;
}

export const ok = <T>(value: T): GatewayResult<T> => ({ ok: true, value });
export const fail = <T>(failure: GatewayFailure): GatewayResult<T> => ({ ok: false, failure });
