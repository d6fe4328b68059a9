import type { PaymentProvider } from "~/lib/payment-provider";
import type { Currency } from "~/lib/regions";
import type { CheckoutClientModule, CheckoutConstructor } from "../contract";

// The checkout loader is its own module (owned by the payments code) and is loaded on demand, so
// checkout code never weighs on the pre-order page's first load. The glob is empty, not a build
// error, while that module does not exist; the page then reports the script failure.
const modules = import.meta.glob<CheckoutClientModule>("./checkout-client.ts");

let sandboxCheckout: (() => Promise<CheckoutConstructor>) | undefined;

/**
 * Hands the payments code the TEST MODE checkout, a dialog with Razorpay Checkout's constructor.
 * The dialog is interface (app/components), which a feature never imports, so the browser's two
 * boots (the islands' and React Router's) provide it, as a loader: its code comes when a buyer pays.
 */
export function provideSandboxCheckout(load: () => Promise<CheckoutConstructor>) {
  sandboxCheckout = load;
}

/** Razorpay's checkout constructor (or the sandbox's), loaded when the buyer pays. */
export async function loadCheckoutConstructor(mode: PaymentProvider): Promise<CheckoutConstructor> {
  if (mode === "sandbox") {
    if (!sandboxCheckout) throw new Error("The sandbox checkout is not available on this page");
    return sandboxCheckout();
  }
  const load = modules["./checkout-client.ts"];
  if (!load) throw new Error("Failed to load Razorpay script");
  const client = await load();
  return client.loadRazorpay();
}

/** What every checkout of the shop opens with: the gateway order, the shop's name and colour. */
export const orderOptions = (
  order: { keyId: string; amount: number; currency: Currency; orderId: string },
  description: string,
) => ({
  key: order.keyId,
  amount: order.amount,
  currency: order.currency,
  order_id: order.orderId,
  name: "Luxid",
  description,
  theme: { color: "#2e9bff" },
});
