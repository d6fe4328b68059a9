import type { PaymentProvider } from "~/lib/payment-provider";
import type { Currency } from "~/lib/regions";
import type { CheckoutSuccessResponse } from "../contract";
import { loadCheckoutConstructor, orderOptions } from "./load-checkout";

/** A gateway order the server opened for a quoted balance. */
export interface BalanceOrderToPay {
  orderId: string;
  keyId: string;
  amount: number;
  currency: Currency;
  /** Where the signed result is posted; the server checks it and shows the order page again. */
  returnUrl: string;
}

/**
 * Posts the checkout's signed result to the return address as a form, a full page load, the same
 * way Razorpay's hosted page posts it: the server checks the signature and the gateway, then
 * answers with the order page.
 */
function postPaymentResult(returnUrl: string, response: CheckoutSuccessResponse) {
  const form = document.createElement("form");
  form.method = "post";
  form.action = returnUrl;
  for (const [name, value] of Object.entries(response)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/**
 * Opens Razorpay Checkout (or the sandbox's TEST MODE dialog) for a balance order. Success posts
 * the result to the server; a failed attempt and a closed window are reported to the page, which
 * may open it again (the same gateway order: never a second charge).
 */
export async function openBalanceCheckout(
  order: BalanceOrderToPay,
  mode: PaymentProvider,
  description: string,
  handlers: { onFailed: () => void; onDismiss: () => void },
): Promise<void> {
  const Checkout = await loadCheckoutConstructor(mode);
  const checkout = new Checkout({
    ...orderOptions(order, description),
    handler: (response) => postPaymentResult(order.returnUrl, response),
    modal: { ondismiss: handlers.onDismiss },
  });
  checkout.on("payment.failed", handlers.onFailed);
  checkout.open();
}
