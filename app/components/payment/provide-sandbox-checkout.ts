import { provideSandboxCheckout } from "~/features/payments/client/load-checkout";

/**
 * Gives the payments code the TEST MODE dialog; called by both browser boots (the islands' and
 * React Router's). The dialog's code is loaded only when a buyer pays in TEST MODE.
 */
export function provideSandboxDialog() {
  provideSandboxCheckout(() => import("./sandbox-checkout").then((module) => module.SandboxCheckout));
}
