import type { PaymentProvider } from "~/lib/payment-provider";
import type { CallOptions } from "~/lib/retrying-fetch";
import type { CheckoutSuccessResponse } from "../contract";
import { loadCheckoutConstructor, orderOptions } from "./load-checkout";
import { createPayment, type CreatePaymentPayload } from "./payment-requests";
import { PAYMENT_STORAGE_KEYS } from "./storage-keys";

/** /payment-callback with the gateway's ids; without a signature the server asks the gateway. */
export function paymentCallbackUrl(ids: {
  paymentId: string;
  orderId: string;
  signature?: string | undefined;
  preorderId: string;
}): string {
  const params = new URLSearchParams({ razorpay_payment_id: ids.paymentId, razorpay_order_id: ids.orderId });
  if (ids.signature) params.set("razorpay_signature", ids.signature);
  params.set("preorderId", ids.preorderId);
  return `/payment-callback?${params.toString()}`;
}

/** The ids /payment-callback recovers from when its URL lost them. */
export function rememberPayment(
  storage: Storage,
  response: CheckoutSuccessResponse,
  preorderId: string,
  now: number,
) {
  try {
    const k = PAYMENT_STORAGE_KEYS;
    storage.setItem(k.lastPaymentId, response.razorpay_payment_id);
    storage.setItem(k.lastOrderId, response.razorpay_order_id);
    storage.setItem(k.lastSignature, response.razorpay_signature);
    storage.setItem(k.paymentTimestamp, String(now));
    storage.setItem(k.lastPreorderId, preorderId);
    storage.setItem(k.lastTransactionId, response.razorpay_payment_id);
  } catch {
    // The callback URL carries the same ids; storage is only the recovery path.
  }
}

export interface CheckoutBuyer {
  name: string;
  email: string;
  phone: string;
}

/**
 * The payment step: creates the gateway order (25 s time-out, 2 retries), loads checkout and opens
 * it. Success stores the ids and calls `onPaid` before the full-page move to the callback; a failed
 * payment goes to the callback without a signature; closing the checkout calls `onDismiss`.
 * Rejects with the error the page shows (time-out, malformed reply, script failure, refusal).
 */
export async function startCheckout(
  payload: CreatePaymentPayload,
  /** Prefills checkout; null where the page does not hold the buyer's details (the callback). */
  buyer: CheckoutBuyer | null,
  mode: PaymentProvider,
  /** What the payment page says is being paid for, e.g. "VueRING pre-order booking (20%)". */
  description: string,
  handlers: {
    /** The gateway order exists: the pre-order is stored (in fallback mode, only now). */
    onCreated: (preorderId: string) => void;
    onPaid: () => void;
    onDismiss: () => void;
    onAttempt?: CallOptions["onAttempt"];
  },
): Promise<void> {
  const payment = await createPayment(payload, { onAttempt: handlers.onAttempt });
  handlers.onCreated(payment.preorderId);
  const Checkout = await loadCheckoutConstructor(mode);
  const checkout = new Checkout({
    ...orderOptions(payment, description),
    ...(buyer ? { prefill: { name: buyer.name, email: buyer.email, contact: buyer.phone } } : {}),
    notes: { preorder_id: payment.preorderId },
    handler: (response) => {
      rememberPayment(localStorage, response, payment.preorderId, Date.now());
      handlers.onPaid();
      window.location.assign(
        paymentCallbackUrl({
          paymentId: response.razorpay_payment_id,
          orderId: response.razorpay_order_id,
          signature: response.razorpay_signature,
          preorderId: payment.preorderId,
        }),
      );
    },
    modal: { ondismiss: handlers.onDismiss },
  });
  checkout.on("payment.failed", (response) => {
    const meta = response.error.metadata ?? {};
    window.location.assign(
      paymentCallbackUrl({
        paymentId: meta.payment_id ?? "",
        orderId: meta.order_id ?? payment.orderId,
        preorderId: payment.preorderId,
      }),
    );
  });
  checkout.open();
}
