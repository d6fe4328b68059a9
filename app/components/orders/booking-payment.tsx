import { Form, useNavigation, useSearchParams } from "react-router";
import {
  BOOKING_PAY_INTENT,
  BOOKING_RETURN_STATES,
  type BookingAnswer,
  type BookingReturnState,
} from "~/features/orders/contract";
import { formatMoney } from "~/lib/money";
import { BOOKING_PERCENT } from "~/lib/pricing";
import type { Currency } from "~/lib/regions";
import { useRootData } from "~/lib/root-data";
import { BalanceCheckoutStep } from "./balance-checkout-step";
import { useHydrated } from "./balance-payment";

/** What the buyer reads after a booking payment made from this page came back (`?booking=`). */
const RETURN_TEXT: Record<BookingReturnState, string> = {
  paid: "Thank you: your booking is paid.",
  failed: "The payment did not go through, and nothing was charged. You can try again.",
  pending:
    "We could not confirm your payment with the gateway yet. It will show here once it does; please do not pay twice.",
  refused: "That payment could not be checked. Nothing changed; please try again.",
  review: "The amount we received differs from your booking. Our team will review it and contact you.",
};

/** What `?booking=` says about a payment made from this page, or null. */
function useBookingReturn(): { paid: boolean; text: string } | null {
  const [params] = useSearchParams();
  const returned = params.get("booking");
  if (!(BOOKING_RETURN_STATES as readonly string[]).includes(returned ?? "")) return null;
  return { paid: returned === "paid", text: RETURN_TEXT[returned as BookingReturnState] };
}

/** Once the booking is no longer payable: how the payment made from this page ended, if it just did. */
export function BookingReturnNotice() {
  const notice = useBookingReturn();
  if (!notice) return null;
  const tone = notice.paid
    ? "border-success-400/40 text-success-400"
    : "border-warning-400/40 text-warning-400";
  return (
    <p role="status" className={`mt-6 rounded-2xl border p-5 ${tone}`} data-print-hide>
      {notice.text}
    </p>
  );
}

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
}: {
  amount: number;
  currency: Currency;
  formAction: string;
  answer: BookingAnswer | undefined;
}) {
  const { paymentsMode } = useRootData().config;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === BOOKING_PAY_INTENT;
  const notice = useBookingReturn();
  const money = formatMoney(amount, currency);
  return (
    <section
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
      <Form method="post" action={formAction} className="mt-4">
        <input type="hidden" name="intent" value={BOOKING_PAY_INTENT} />
        <button
          type="submit"
          disabled={busy}
          className="rounded-full bg-white px-6 py-3 font-semibold text-ink-950 hover:bg-mist-100 disabled:opacity-60"
        >
          Pay the booking
        </button>
      </Form>
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
