import { startCheckout } from "~/features/payments/client/start-checkout";
import { emptyCart } from "~/lib/cart";
import { saveCart } from "~/lib/cart-storage";
import type { PaymentProvider } from "~/lib/payment-provider";
import { writePendingPreorder } from "./pending-preorder";

/**
 * "Retry payment" on the callback page: the same pre-order's booking again (its one gateway
 * order, so the same reference and no second pre-order). Success and failure come back to the
 * callback page, as from the pre-order page; rejects with the message to show when checkout
 * cannot start (e.g. the order was paid meanwhile, or can no longer be paid online).
 */
export function retryBooking(
  preorderId: string,
  mode: PaymentProvider,
  description: string,
  onDismiss: () => void,
): Promise<void> {
  return startCheckout({ preorderId }, null, mode, description, {
    onCreated: () => {},
    onPaid: () => {
      writePendingPreorder(localStorage, null);
      saveCart(emptyCart());
    },
    onDismiss,
  });
}
