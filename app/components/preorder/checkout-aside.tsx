import { memo } from "react";
import { Icon } from "~/components/icon/icon";
import { REFUNDS } from "~/content/claims";
import type { Quote } from "~/lib/pricing";
import type { DeliveryWords } from "~/lib/root-data";
import { CartSummary } from "./cart-summary";
import { AddGlassesQuestion } from "./preorder-dialogs";
import { PreorderNotices } from "./preorder-notices";

/** The summary, the submit button and the notices, beside the form (below it on phones). */
export const CheckoutAside = memo(function CheckoutAside({
  quote,
  country,
  hasItems,
  busy,
  label,
  formError,
  askInPage,
  delivery,
  onContinue,
  onAddGlasses,
}: {
  quote: Quote;
  /** Where the order ships: how the balance is paid and who pays duties follow it. */
  country: string;
  hasItems: boolean;
  busy: boolean;
  /** The submit button's words for the current step. */
  label: string;
  /** A refusal of the whole form (posted without JavaScript) that no single field explains. */
  formError: string | null;
  /** 'Add Vue Glass?' asked in the page rather than in a dialog. */
  askInPage: boolean;
  delivery: DeliveryWords;
  onContinue: () => void;
  onAddGlasses: () => void;
}) {
  return (
    <aside
      aria-label="Order summary and payment"
      className="grid content-start gap-4 lg:sticky lg:top-24 lg:self-start"
    >
      <CartSummary quote={quote} empty={!hasItems} country={country} />
      {formError && (
        <p role="alert" className="rounded-xl border border-danger-400/40 p-3 text-sm text-danger-400">
          {formError}
        </p>
      )}
      {askInPage && <AddGlassesQuestion onContinue={onContinue} onAddGlasses={onAddGlasses} />}
      {/* Busy, it is aria-disabled rather than disabled (the form ignores a submit meanwhile):
          a disabled button loses the keyboard focus, and the payment window, which opens while
          it is busy, would then have nothing to give the focus back to when it closes. */}
      <button
        type="submit"
        aria-busy={busy}
        aria-disabled={busy}
        className="inline-flex min-h-14 w-full items-center justify-center gap-2 rounded-full bg-gradient-to-r from-brand-400 to-aurora-400 px-4 text-[15px] font-semibold text-ink-950 shadow-glow transition-[transform,opacity] hover:scale-[1.01] aria-disabled:cursor-progress aria-disabled:opacity-80 aria-disabled:hover:scale-100 sm:px-6 sm:text-base"
      >
        {hasItems && !busy && <Icon name="lock" aria-hidden="true" className="hidden size-4 sm:block" />}
        {label}
      </button>
      <p className="text-center text-xs text-mist-400">{REFUNDS.bookingRefundable}</p>
      <PreorderNotices delivery={delivery} currency={quote.currency} />
    </aside>
  );
});
