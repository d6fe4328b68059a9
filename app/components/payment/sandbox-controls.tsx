import { useSubmitting } from "~/components/orders/use-submitting";
import { buttonClass } from "~/components/ui/button";
import { formatMoney } from "~/lib/money";
import type { Currency } from "~/lib/regions";

/** Pay first on phones; side by side, failure on the left. Pay's label names the amount. */
const BUTTONS = [
  { outcome: "success", label: undefined, variant: "brand", order: "sm:order-2" },
  { outcome: "failure", label: "Simulate failure", variant: "secondary", order: "sm:order-1" },
] as const;

/**
 * "Pay" and "Simulate failure" of the TEST MODE hosted checkout (/payment-sandbox): a real form
 * that posts to the page as a document, with or without JavaScript. Hydrated, it holds back a
 * second press while the first is answered (a second post would find the payment made and answer
 * "already made" instead of sending the buyer back).
 */
export function SandboxControls({
  orderId,
  callbackUrl,
  amount,
  currency,
}: {
  orderId: string;
  callbackUrl: string;
  amount: number;
  currency: Currency;
}) {
  const [busy, onSubmit] = useSubmitting();
  return (
    <form method="post" action="/payment-sandbox" onSubmit={onSubmit} className="mt-5">
      <input type="hidden" name="order_id" value={orderId} />
      <input type="hidden" name="callback_url" value={callbackUrl} />
      <div className="grid gap-3 sm:grid-cols-2">
        {BUTTONS.map(({ outcome, label, variant, order }) => (
          <button
            key={outcome}
            type="submit"
            name="outcome"
            value={outcome}
            disabled={busy}
            className={buttonClass(variant, "lg", order)}
          >
            {label ?? `Pay ${formatMoney(amount, currency)}`}
          </button>
        ))}
      </div>
      <p role="status" className="mt-3 min-h-5 text-sm text-mist-300">
        {busy ? "Processing…" : ""}
      </p>
    </form>
  );
}
