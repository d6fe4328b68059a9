import type { PaymentProvider } from "~/lib/payment-provider";
import type { CheckoutClientModule, CheckoutConstructor } from "../contract";

// The checkout loader is its own module (owned by the payments code) and is loaded on demand, so
// checkout code never weighs on the pre-order page's first load. The glob is empty, not a build
// error, while that module does not exist; the page then reports the script failure.
const modules = import.meta.glob<CheckoutClientModule>("./checkout-client.ts");

/** Razorpay's checkout constructor (or the sandbox's), loaded when the buyer pays. */
export async function loadCheckoutConstructor(mode: PaymentProvider): Promise<CheckoutConstructor> {
  const load = modules["./checkout-client.ts"];
  if (!load) throw new Error("Failed to load Razorpay script");
  const client = await load();
  return client.loadCheckout(mode);
}
