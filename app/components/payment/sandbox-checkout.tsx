import { createRoot, type Root } from "react-dom/client";
import type {
  CheckoutFailedResponse,
  CheckoutInstance,
  CheckoutOptions,
  CheckoutResult,
} from "~/features/payments/contract";
import { SandboxCheckoutDialog } from "./sandbox-checkout-dialog";

/**
 * The TEST MODE checkout behind Razorpay Checkout's constructor, options and callbacks, so the
 * pages pay the same way in both modes: `open()` shows the dialog in a React root of its own (the
 * pages that pay are islands or hydrated pages alike), and it goes away before the callbacks run.
 */
export class SandboxCheckout implements CheckoutInstance {
  private readonly failedListeners: ((response: CheckoutFailedResponse) => void)[] = [];
  private root: Root | undefined;

  constructor(private readonly options: CheckoutOptions) {}

  on(event: "payment.failed", callback: (response: CheckoutFailedResponse) => void): void {
    if (event === "payment.failed") this.failedListeners.push(callback);
  }

  open(): void {
    if (this.root) return;
    const host = document.createElement("div");
    document.body.append(host);
    document.body.style.overflow = "hidden";
    const root = createRoot(host);
    this.root = root;
    // Once per opening: the dialog's last answer wins, a late close event changes nothing.
    const finish = (then: () => void) => {
      if (this.root !== root) return;
      this.root = undefined;
      root.unmount();
      host.remove();
      document.body.style.overflow = "";
      then();
    };
    const settled = (answer: CheckoutResult) =>
      finish(() => {
        if ("razorpay_signature" in answer) this.options.handler(answer);
        else for (const listener of this.failedListeners) listener(answer);
      });
    root.render(
      <SandboxCheckoutDialog
        options={this.options}
        onSettled={settled}
        onDismiss={() => finish(() => this.options.modal?.ondismiss?.())}
      />,
    );
  }
}
