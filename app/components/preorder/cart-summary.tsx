import { memo } from "react";
import { Icon } from "~/components/icon/icon";
import { findProduct } from "~/content/catalogue";
import { balanceShort, balanceWords, dutiesNote, offersEmi } from "~/content/checkout-country";
import { formatMoney } from "~/lib/money";
import { BOOKING_PERCENT, BUNDLE_DISCOUNT_PERCENT, type Quote } from "~/lib/pricing";
import type { Currency } from "~/lib/regions";

/**
 * What the buyer pays now and later. With nothing selected it shows one Vue Glass at the
 * country's base price, so the figures are never blank. How the balance is paid and who pays
 * import duties follow the country the order ships to.
 */
export function CartSummary({ quote, empty, country }: { quote: Quote; empty: boolean; country: string }) {
  const money = (minor: number) => formatMoney(minor, quote.currency);
  const emi = offersEmi(country, quote.currency);
  return (
    <section aria-labelledby="summary-heading" className="surface p-5 sm:p-6">
      <h2 id="summary-heading" className="font-display text-xl font-semibold text-white">
        Your pre-order
      </h2>
      {empty ? (
        <p className="mt-2 text-sm text-mist-300">
          Nothing selected yet. Vue Glass is {money(quote.total)}: you pay {money(quote.booking)} now.
        </p>
      ) : (
        <ul className="mt-4 grid gap-2 text-sm" aria-label="Selected products">
          {quote.lines.map((line) => (
            <li key={line.productId} className="flex justify-between gap-3 text-mist-300">
              <span>
                {findProduct(line.productId)?.name}
                {line.quantity > 1 && <span className="text-mist-400"> × {line.quantity}</span>}
              </span>
              <span className="text-mist-100 tabular-nums">{money(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
      )}

      <dl className="mt-4 grid gap-2 border-t border-white/8 pt-4 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-mist-300">Subtotal</dt>
          <dd className="text-mist-100 tabular-nums">{money(quote.subtotal)}</dd>
        </div>
        {quote.bundleDiscount > 0 && (
          <div className="flex justify-between gap-3">
            <dt className="text-success-400">Bundle discount ({BUNDLE_DISCOUNT_PERCENT}%)</dt>
            <dd className="text-success-400 tabular-nums">−{money(quote.bundleDiscount)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-3 text-base">
          <dt className="font-semibold text-white">Total</dt>
          <dd className="font-semibold text-white tabular-nums">{money(quote.total)}</dd>
        </div>
      </dl>

      <BookingSplit booking={quote.booking} remaining={quote.remaining} currency={quote.currency} emi={emi} />

      {quote.accessoryCredit > 0 && !empty && (
        <p className="mt-4 flex gap-2.5 rounded-xl bg-aurora-500/10 p-3 text-sm text-mist-100">
          <Icon name="gift" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-aurora-400" />
          <span>
            <span className="font-semibold text-white">{money(quote.accessoryCredit)} accessory credit</span>{" "}
            comes with your Vue Glass, plus free prescription lenses.
          </span>
        </p>
      )}
      <p className="mt-3 text-xs leading-relaxed text-mist-400" data-testid="balance-words">
        {balanceWords(emi)} {dutiesNote(country)}
      </p>
    </section>
  );
}

/** What is paid now and what before dispatch: in the summary, and once a pre-order is saved. */
export function BookingSplit({
  booking,
  remaining,
  currency,
  emi,
}: {
  booking: number;
  remaining: number;
  currency: Currency;
  /** EMI is offered for the balance (an Indian address, paid in rupees). */
  emi: boolean;
}) {
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <dl className="mt-5 grid grid-cols-2 overflow-hidden rounded-2xl border border-white/10">
      <div className="bg-gradient-to-br from-brand-500/25 to-aurora-500/20 p-4">
        <dt className="text-xs font-semibold tracking-wide text-brand-300 uppercase">
          Pay now ({BOOKING_PERCENT}%)
        </dt>
        <dd className="mt-1 font-display text-2xl font-semibold text-white tabular-nums">{money(booking)}</dd>
        <dd className="mt-0.5 text-xs text-mist-300">Reserves your place</dd>
      </div>
      <div className="border-l border-white/10 bg-white/[0.02] p-4">
        <dt className="text-xs font-semibold tracking-wide text-mist-400 uppercase">Before dispatch</dt>
        <dd className="mt-1 font-display text-2xl font-semibold text-mist-100 tabular-nums">
          {money(remaining)}
        </dd>
        <dd className="mt-0.5 text-xs text-mist-300">{balanceShort(emi)}</dd>
      </div>
    </dl>
  );
}

/** On phones the full summary sits by the button, below the form: the split is shown by the products too. */
export const MobileTotals = memo(function MobileTotals({ quote }: { quote: Quote }) {
  const money = (minor: number) => formatMoney(minor, quote.currency);
  return (
    <p className="-mt-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-2xl border border-brand-400/25 bg-brand-500/[0.07] px-4 py-3 text-sm lg:hidden">
      <span className="text-mist-300">
        Total <span className="font-semibold text-white tabular-nums">{money(quote.total)}</span>
      </span>
      <span className="text-mist-300">
        <span className="font-semibold text-white tabular-nums">{money(quote.booking)}</span> now (
        {BOOKING_PERCENT}%) · <span className="tabular-nums">{money(quote.remaining)}</span> before dispatch
      </span>
    </p>
  );
});
