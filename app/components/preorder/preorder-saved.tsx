import { Icon } from "~/components/icon/icon";
import { Link } from "react-router";
import { offersEmi } from "~/content/checkout-country";
import type { PreorderFormAnswer } from "~/features/preorder/contract";
import { formatMoney } from "~/lib/money";
import { useRootData } from "~/lib/root-data";
import { BookingSplit } from "./cart-summary";
import { buttonClass } from "~/components/ui/button";

/**
 * A pre-order stored from the form without JavaScript: its reference, what is due, and the next
 * step. The payment window is a script, so the page says so instead of offering a dead button.
 */
export function PreorderSaved({ answer }: { answer: Extract<PreorderFormAnswer, { status: "saved" }> }) {
  const { supportEmail } = useRootData().config;
  const money = (minor: number) => formatMoney(minor, answer.amounts.currency);
  return (
    <section
      aria-labelledby="saved-heading"
      className="surface grid max-w-2xl gap-5 p-6 sm:p-8"
      data-testid="preorder-saved"
    >
      <div className="flex items-start gap-3">
        <Icon name="circle-check" aria-hidden="true" className="mt-1 size-6 shrink-0 text-success-400" />
        <div>
          <h2 id="saved-heading" className="font-display text-2xl font-semibold text-white" tabIndex={-1}>
            Your pre-order is saved
          </h2>
          <p className="mt-1 text-mist-300">
            Reference <strong className="text-white tabular-nums">{answer.reference}</strong>: quote it in any
            message about your order.
          </p>
        </div>
      </div>
      <BookingSplit
        booking={answer.amounts.booking}
        remaining={answer.amounts.remaining}
        currency={answer.amounts.currency}
        emi={offersEmi(answer.country, answer.amounts.currency)}
      />
      <div className="grid gap-2 text-mist-300">
        <h3 className="font-semibold text-white">Next: pay the booking</h3>
        <p>
          Your place in the delivery queue is taken when the {money(answer.amounts.booking)} booking is paid.
          Pay it from your order page: its &ldquo;Pay the booking&rdquo; button works in this browser too, and
          pays this same pre-order. Questions? Write to{" "}
          <a className="text-brand-300 underline" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>{" "}
          with your reference.
        </p>
      </div>
      <Link to={answer.orderPath} reloadDocument className={buttonClass("primary", "md", "w-fit")}>
        View your order and pay
      </Link>
    </section>
  );
}
