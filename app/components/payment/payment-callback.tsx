import type { PaymentProvider } from "~/lib/payment-provider";
import { useHydrated } from "~/components/orders/use-hydrated";
import { CallbackActions } from "./callback-actions";
import { CallbackView, isBusy, type CallbackFacts, type View } from "./callback-views";
import { usePaymentVerification } from "./use-payment-verification";

/**
 * The answer of /payment-callback: rendered by the server as "verifying", it asks the server about
 * the payment once hydrated and shows what the server said, and nothing more (success only when
 * the server confirmed it). The page's one live island (ADR 033). Until its script runs (or when
 * it never does) "Check payment status" posts the page's own form, whose `answer` it then shows.
 */
export function PaymentCallback({
  facts,
  paymentsMode,
  answer,
}: {
  facts: CallbackFacts;
  paymentsMode: PaymentProvider;
  /** The server's answer to the page's own form, when it was posted. */
  answer?: View | undefined;
}) {
  const { view, retry } = usePaymentVerification(paymentsMode, answer);
  const hydrated = useHydrated();
  // Once the script runs it asks the server itself, unless the form already did.
  const check = !hydrated || answer !== undefined;
  return (
    <div
      className="surface w-full max-w-2xl p-6 sm:p-10"
      aria-live="polite"
      aria-busy={isBusy(view)}
      data-order-page=""
    >
      {/* The page is server-rendered as "verifying" and hydrates into its answer: room for the
          shorter answers (missing, error) keeps the buttons below from jumping when it does. */}
      <div className="min-h-80 sm:min-h-72 md:min-h-60">
        <CallbackView view={view} facts={facts} />
      </div>
      <CallbackActions view={view} retry={retry} check={check} print={hydrated} />
    </div>
  );
}
