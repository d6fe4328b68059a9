import { useCallback, useEffect, useRef, useState } from "react";
import type { BalanceCheckout } from "~/features/fulfilment/balance-contract";
import { openBalanceCheckout } from "~/features/payments/client/balance-checkout";
import { formatMoney } from "~/lib/money";
import type { PaymentProvider } from "~/lib/payment-provider";
import { Button } from "~/components/ui/button";

/**
 * The payment of a quoted balance. With JavaScript: Razorpay Checkout (or the TEST MODE dialog)
 * opens at once for the server's gateway order, and can be opened again on the same order. Without
 * it: a form posting to the hosted payment page, which posts the result back to the shop.
 */
export function BalanceCheckoutStep({
  checkout,
  hydrated,
  mode,
}: {
  checkout: BalanceCheckout;
  hydrated: boolean;
  mode: PaymentProvider;
}) {
  const amount = formatMoney(checkout.amount, checkout.currency);
  const [message, setMessage] = useState<string | null>(null);
  const opened = useRef<string | null>(null);
  const open = useCallback(() => {
    setMessage(null);
    openBalanceCheckout(checkout, mode, checkout.hosted.fields.description ?? "Balance", {
      onFailed: () =>
        setMessage("The payment did not go through, and nothing was charged. You can try again."),
      onDismiss: () =>
        setMessage(`The payment window was closed. Nothing was charged: pay ${amount} when you are ready.`),
    }).catch(() =>
      setMessage("The payment window could not be loaded. Check your connection and try again."),
    );
  }, [checkout, mode, amount]);
  useEffect(() => {
    // Once per gateway order: a re-render never opens a second window.
    if (!hydrated || opened.current === checkout.orderId) return;
    opened.current = checkout.orderId;
    open();
  }, [hydrated, checkout.orderId, open]);

  if (hydrated) {
    return (
      <div className="mt-4 grid gap-2" data-testid="balance-checkout">
        {message ? (
          <p role="status" className="text-warning-400">
            {message}
          </p>
        ) : null}
        <Button onClick={open} variant="brand" size="md" className="w-fit">
          {`Open the payment window for ${amount}`}
        </Button>
      </div>
    );
  }
  const testMode = mode === "sandbox";
  return (
    <form
      method="post"
      action={checkout.hosted.action}
      className="mt-4 grid gap-2 rounded-xl bg-white/5 p-4"
      data-testid="balance-checkout"
    >
      {Object.entries(checkout.hosted.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p className="text-mist-100">
        {testMode
          ? `Your total of ${amount} is ready. TEST MODE: the sandbox's payment page stands in for Razorpay, and no real money moves.`
          : checkout.currency === "INR"
            ? `Your total of ${amount} is ready. Without JavaScript the payment continues on Razorpay's own page, which takes cards, UPI and netbanking but not EMI; turn JavaScript on for EMI.`
            : `Your total of ${amount} is ready. Without JavaScript the payment continues on Razorpay's own page, where you pay by card.`}
      </p>
      <Button type="submit" variant="brand" size="md" className="w-fit">
        {`Continue to secure payment of ${amount}`}
      </Button>
    </form>
  );
}
