import type { PaymentProvider } from "~/lib/payment-provider";
import { formatMoney } from "~/lib/money";
import {
  checkoutResultSchema,
  type CheckoutConstructor,
  type CheckoutFailedResponse,
  type CheckoutInstance,
  type CheckoutOptions,
  type CheckoutResult,
} from "../contract";

/**
 * The browser's checkout: Razorpay's checkout.js, injected on demand, or the built-in TEST MODE
 * sandbox with the same constructor, options and callbacks (docs/decisions/003).
 */
export async function loadCheckout(mode: PaymentProvider): Promise<CheckoutConstructor> {
  return mode === "razorpay" ? loadRazorpayScript() : SandboxCheckout;
}

const RAZORPAY_SRC = "https://checkout.razorpay.com/v1/checkout.js";
const SCRIPT_TIMEOUT_MS = 25_000;
let razorpayScript: Promise<CheckoutConstructor> | undefined;

function loadRazorpayScript(): Promise<CheckoutConstructor> {
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

const FOCUSABLE = "button:not([disabled]), [href], input, [tabindex]:not([tabindex='-1'])";

/** The TEST MODE dialog: behaves like Razorpay Checkout, pays through /api/payments/sandbox. */
class SandboxCheckout implements CheckoutInstance {
  private readonly failedListeners: ((response: CheckoutFailedResponse) => void)[] = [];
  private root: HTMLDialogElement | undefined;
  private returnFocus: Element | null = null;

  constructor(private readonly options: CheckoutOptions) {}

  on(event: "payment.failed", callback: (response: CheckoutFailedResponse) => void): void {
    if (event === "payment.failed") this.failedListeners.push(callback);
  }

  open(): void {
    if (this.root) return;
    this.returnFocus = document.activeElement;
    const o = this.options;
    const amount = formatMoney(o.amount, o.currency);

    // A native modal <dialog>: the page behind it is inert, like Razorpay's overlay.
    const dialog = el(
      "dialog",
      "surface m-auto w-[min(92vw,28rem)] border-white/12 bg-ink-900 p-6 text-mist-100 shadow-glow backdrop:bg-ink-950/80 backdrop:backdrop-blur-sm sm:p-7",
    );
    dialog.dataset.sandboxCheckout = "";
    dialog.setAttribute("aria-labelledby", "sandbox-checkout-title");
    dialog.setAttribute("aria-describedby", "sandbox-checkout-note");

    const top = el("div", "flex items-start justify-between gap-4");
    const badge = el(
      "p",
      "inline-flex rounded-full bg-warning-400 px-3 py-1 text-xs font-bold tracking-[0.18em] text-ink-950",
      "TEST MODE",
    );
    const close = button("-m-2 rounded-full p-2 text-mist-300 hover:bg-white/10 hover:text-white");
    close.setAttribute("aria-label", "Close and cancel payment");
    close.innerHTML =
      '<svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M18 6 6 18M6 6l12 12"/></svg>';
    top.append(badge, close);

    const title = el("h2", "mt-4 font-display text-2xl font-semibold text-white", "Sandbox checkout");
    title.id = "sandbox-checkout-title";
    const note = el(
      "p",
      "mt-2 text-sm leading-relaxed text-mist-300",
      "No real money moves. This stands in for Razorpay Checkout while no payment keys are configured, and signs its results the way Razorpay does.",
    );
    note.id = "sandbox-checkout-note";

    const facts = el(
      "dl",
      "mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl border border-white/10 bg-white/[0.03] p-4 text-sm",
    );
    const fact = (label: string, value: string) =>
      facts.append(
        el("dt", "text-mist-400", label),
        el("dd", "text-right font-medium break-words text-mist-50 tabular-nums", value),
      );
    fact("Merchant", o.name);
    if (o.description) fact("For", o.description);
    fact("Order", o.order_id);
    facts.lastElementChild?.classList.add("break-all");
    fact("Amount", amount);

    const status = el("p", "mt-4 min-h-5 text-sm text-mist-300");
    status.setAttribute("role", "status");

    const actions = el("div", "mt-2 grid gap-3 sm:grid-cols-2");
    const pay = button(
      "rounded-full bg-brand-400 px-5 py-3 font-semibold text-ink-950 transition-colors hover:bg-brand-300 disabled:opacity-60 sm:order-2",
      `Pay ${amount}`,
    );
    const failBtn = button(
      "rounded-full border border-white/15 px-5 py-3 font-semibold text-mist-100 transition-colors hover:bg-white/10 disabled:opacity-60 sm:order-1",
      "Simulate failure",
    );
    actions.append(pay, failBtn); // Pay first on phones; side by side, failure on the left

    dialog.append(top, title, note, facts, status, actions);

    const busy = (on: boolean, message = "") => {
      for (const b of [pay, failBtn, close]) b.disabled = on;
      status.textContent = message;
    };
    const settle = async (outcome: "success" | "failure") => {
      busy(true, "Processing…");
      let answer: CheckoutResult;
      try {
        const res = await fetch("/api/payments/sandbox", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ orderId: o.order_id, outcome }),
        });
        if (!res.ok) throw new Error(`sandbox answered ${res.status}`);
        answer = checkoutResultSchema.parse(await res.json());
      } catch {
        busy(false, "The sandbox could not be reached. Please try again.");
        return;
      }
      this.close();
      if ("razorpay_signature" in answer) o.handler(answer);
      else for (const listener of this.failedListeners) listener(answer);
    };

    pay.addEventListener("click", () => void settle("success"));
    failBtn.addEventListener("click", () => void settle("failure"));
    close.addEventListener("click", () => this.dismiss());
    // Escape: the browser's cancel event; ignored while a payment is being processed.
    dialog.addEventListener("cancel", (event) => {
      event.preventDefault();
      if (!close.disabled) this.dismiss();
    });
    dialog.addEventListener("keydown", (event) => {
      if (event.key === "Tab") {
        // Focus stays inside the dialog, as with any modal.
        const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
        if (items.length === 0) return;
        const first = items[0]!;
        const last = items[items.length - 1]!;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    });

    document.body.append(dialog);
    document.body.style.overflow = "hidden";
    dialog.showModal();
    this.root = dialog;
    pay.focus();
  }

  private dismiss() {
    this.close();
    this.options.modal?.ondismiss?.();
  }

  private close() {
    this.root?.close();
    this.root?.remove();
    this.root = undefined;
    document.body.style.overflow = "";
    if (this.returnFocus instanceof HTMLElement) this.returnFocus.focus();
  }
}

/** An element with its classes and, when given, its text. */
function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A button that only runs its click handler, never a form submission. */
function button(className: string, text?: string) {
  const node = el("button", className, text);
  node.type = "button";
  return node;
}
