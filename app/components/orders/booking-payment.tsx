import { BOOKING_PAY_INTENT, type BookingAnswer } from "~/features/order-page/contract";
import { formatMoney } from "~/lib/money";
import { ORDER_ANCHORS } from "~/lib/order-answer";
import { BOOKING_PERCENT } from "~/lib/pricing";
import type { Currency } from "~/lib/regions";
import type { PaymentProvider } from "~/lib/payment-provider";
import { BalanceCheckoutStep } from "./balance-checkout-step";
import { bookingReturn } from "./booking-return";
import { useHydrated } from "./use-hydrated";
import { useSubmitting } from "./use-submitting";
import { Button } from "~/components/ui/button";

/**
 * "Pay the booking" on the order page while the booking is unpaid: the pre-order's own gateway
 * order, so a retry after a failed or abandoned payment pays this order and no other. With
 * JavaScript checkout opens in the page; without it the form posts and the payment continues on
 * the hosted payment page. Either way the result comes back to this page.
 */
export function BookingPayment({
  amount,
  currency,
  formAction,
  answer,
  paymentsMode,
  returned,
}: {
  amount: number;
  currency: Currency;
  formAction: string;
  answer: BookingAnswer | undefined;
  paymentsMode: PaymentProvider;
  /** `?booking=` of the page's address: how a payment made from this page ended. */
  returned: string | null;
}) {
  const hydrated = useHydrated();
  const [busy, onSubmit] = useSubmitting(BOOKING_PAY_INTENT);
  const notice = bookingReturn(returned);
  const money = formatMoney(amount, currency);
  return (
    <section
      id={ORDER_ANCHORS.booking}
      aria-labelledby="booking-title"
      className="mt-6 rounded-2xl border border-brand-400/40 bg-brand-500/5 p-5"
      data-testid="booking-payment"
      data-print-hide
    >
      <h2 id="booking-title" className="font-display text-xl font-semibold text-white">
        Pay the booking
      </h2>
      {notice ? (
        <p role="status" className="mt-3 text-warning-400">
          {notice.text}
        </p>
      ) : null}
      <p className="mt-3 text-mist-100">
        Your pre-order is saved, but its booking is not paid yet. Pay{" "}
        <strong className="font-semibold text-white tabular-nums">{money}</strong> ({BOOKING_PERCENT}% of the
        total) to confirm it and take your place in the delivery queue.
      </p>
      <form method="post" action={formAction} onSubmit={onSubmit} className="mt-4">
        <input type="hidden" name="intent" value={BOOKING_PAY_INTENT} />
        <Button type="submit" disabled={busy}>
          Pay the booking
        </Button>
      </form>
      {answer?.error ? (
        <p role="alert" className="mt-3 text-danger-400">
          {answer.error}
        </p>
      ) : null}
      {answer?.checkout ? (
        <BalanceCheckoutStep checkout={answer.checkout} hydrated={hydrated} mode={paymentsMode} />
      ) : null}
    </section>
  );
}
