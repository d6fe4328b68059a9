import type { CheckoutConstructor } from "../contract";

const RAZORPAY_SRC = "https://checkout.razorpay.com/v1/checkout.js";
const SCRIPT_TIMEOUT_MS = 25_000;
let razorpayScript: Promise<CheckoutConstructor> | undefined;

/** Razorpay's checkout.js, injected on demand (once; again after a failure): its constructor. */
export function loadRazorpay(): Promise<CheckoutConstructor> {
  const existing = (window as { Razorpay?: CheckoutConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  razorpayScript ??= new Promise<CheckoutConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = RAZORPAY_SRC;
    script.async = true;
    const fail = () => {
      script.remove();
      razorpayScript = undefined; // the next click tries again
      reject(new Error("Failed to load Razorpay script"));
    };
    const timer = window.setTimeout(fail, SCRIPT_TIMEOUT_MS);
    script.onload = () => {
      window.clearTimeout(timer);
      const loaded = (window as { Razorpay?: CheckoutConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else fail();
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      fail();
    };
    document.head.appendChild(script);
  });
  return razorpayScript;
}
