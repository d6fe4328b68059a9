import { useMemo, useState } from "react";
import {
  BALANCE_INTENTS,
  BALANCE_RETURN_STATES,
  RING_SIZE_FIELD,
  RING_SIZE_MISSING,
  basketField,
  type BalanceAnswer,
  type BalancePanel,
  type BalanceReturnState,
} from "~/features/fulfilment/balance-contract";
import { formatMoney } from "~/lib/money";
import { balanceQuote, RING_SIZES, type BalanceQuote } from "~/lib/pricing";
import type { PaymentProvider } from "~/lib/payment-provider";
import { basketOf, linesOf, validRingSize, type Basket } from "./balance-basket";
import { BalanceCheckoutStep } from "./balance-checkout-step";
import { BalanceReceipt } from "./balance-receipt";
import { BalanceSection, type BalanceNotice } from "./balance-section";
import { useHydrated } from "./use-hydrated";
import { useSubmitting } from "./use-submitting";
import { Button } from "~/components/ui/button";

/** What the buyer reads after a payment attempt came back (`?balance=` on the order page). */
const RETURN_TEXT: Record<BalanceReturnState, BalanceNotice> = {
  paid: { tone: "ok", text: "Thank you: your balance is paid. A receipt is on its way by e-mail." },
  failed: {
    tone: "warn",
    text: "The payment did not go through, and nothing was charged. You can try again.",
  },
  pending: {
    tone: "warn",
    text: "We could not confirm your payment with the gateway yet. It will show here once it does, and we will e-mail you; please do not pay twice.",
  },
  refused: { tone: "warn", text: "That payment could not be checked. Nothing changed; please try again." },
  review: {
    tone: "warn",
    text: "The amount we received differs from your balance. Our team will review it and contact you.",
  },
};

/**
 * The balance before dispatch on the buyer's order page: the server's quote (what the order still
 * owes, accessories added now, the accessory credit applied, the total to pay now), accessories to
 * add, and the payment. With JavaScript the total follows the basket and Razorpay Checkout opens
 * in the page; without it the form posts, the page shows the server's quote, and the payment
 * continues on a hosted payment page. Once paid: what was paid.
 */
export function BalancePayment({
  panel,
  formAction,
  answer,
  paymentsMode,
  returned,
}: {
  panel: BalancePanel;
  formAction: string;
  answer: BalanceAnswer | undefined;
  paymentsMode: PaymentProvider;
  /** `?balance=` of the page's address: how a payment made from this page ended. */
  returned: string | null;
}) {
  const notice = (BALANCE_RETURN_STATES as readonly string[]).includes(returned ?? "")
    ? RETURN_TEXT[returned as BalanceReturnState]
    : null;
  if (panel.state === "paid" && panel.receipt) {
    return <BalanceReceipt receipt={panel.receipt} currency={panel.currency} notice={notice?.text ?? null} />;
  }
  return (
    <BalanceDue
      panel={panel}
      formAction={formAction}
      answer={answer}
      notice={notice}
      paymentsMode={paymentsMode}
    />
  );
}

function BalanceDue({
  panel,
  formAction,
  answer,
  notice,
  paymentsMode,
}: {
  panel: BalancePanel;
  formAction: string;
  answer: BalanceAnswer | undefined;
  notice: BalanceNotice | null;
  paymentsMode: PaymentProvider;
}) {
  const [busy, onSubmit] = useSubmitting(BALANCE_INTENTS.pay);
  const served = answer?.quote ?? panel.quote;
  const [form, setForm] = useState(() => ({
    from: answer,
    basket: basketOf(answer?.lines ?? panel.quote.added),
  }));
  // A new answer from the server (a posted basket) is what the form shows from then on.
  if (form.from !== answer && answer) setForm({ from: answer, basket: basketOf(answer.lines) });
  const basket = form.basket;
  const setBasket = (update: (b: Basket) => Basket) => setForm((f) => ({ ...f, basket: update(f.basket) }));
  const hydrated = useHydrated();

  const lines = useMemo(() => linesOf(panel, basket), [panel, basket]);
  // A VueRING chosen without its size: it is in the total all the same (the size changes no
  // price), and Pay waits for the size, with the reason beside the size.
  const ringMissing = lines.some((l) => l.productId === "vuering" && !validRingSize(l.ringSize));
  // With JavaScript, the same pricing function as the server's prices the basket as it changes.
  const live: BalanceQuote | null = useMemo(() => {
    if (!hydrated) return null;
    try {
      const priced = lines.map((l) =>
        l.productId === "vuering" && !validRingSize(l.ringSize) ? { ...l, ringSize: RING_SIZES.min } : l,
      );
      return balanceQuote({ ...panel, added: priced });
    } catch {
      return null; // e.g. VueRING without its size yet: the server's last quote stands
    }
  }, [hydrated, panel, lines]);
  const quote = live ?? served;
  const money = (minor: number) => formatMoney(minor, panel.currency);
  const checkout =
    answer?.checkout && JSON.stringify(linesOf(panel, basketOf(answer.lines))) === JSON.stringify(lines)
      ? answer.checkout
      : null;
  const errorFor = (field: string) => (answer?.field === field ? (answer.error ?? undefined) : undefined);
  const ringError = errorFor(RING_SIZE_FIELD) ?? (hydrated && ringMissing ? RING_SIZE_MISSING : undefined);
  const formError = answer?.error && !answer.field?.startsWith("add-") && answer.field !== RING_SIZE_FIELD;

  return (
    <BalanceSection
      state="due"
      title="Pay the balance before dispatch"
      notice={notice}
      problem={answer?.error}
    >
      {/* First in the section, where the page lands after "Pay": the next step is on screen. */}
      {checkout ? <BalanceCheckoutStep checkout={checkout} hydrated={hydrated} mode={paymentsMode} /> : null}
      <dl className="mt-4 divide-y divide-white/10 border-y border-white/10" aria-live="polite">
        <Row label="Remaining on your order" value={money(quote.remaining)} />
        {quote.addedTotal > 0 ? (
          <Row label="Accessories added now" value={`+${money(quote.addedTotal)}`} />
        ) : null}
        {quote.creditApplied > 0 ? (
          <Row label="Accessory credit applied" value={`−${money(quote.creditApplied)}`} />
        ) : null}
        <Row label="Total to pay now" value={money(quote.toPay)} strong testId="balance-to-pay" />
      </dl>
      {panel.payBy ? (
        <p className="mt-3 text-sm text-mist-300" data-testid="balance-pay-by">
          <strong className="text-white">{`Please pay by ${panel.payBy}.`}</strong>
          {
            " If it is not paid by then, your order keeps its booking and its place in the queue and ships with the next delivery wave instead; it is never cancelled for being late."
          }
        </p>
      ) : null}
      {panel.accessoryCredit > 0 && quote.creditApplied < panel.accessoryCredit ? (
        <p className="mt-3 text-sm text-brand-300">
          {`Your ${money(panel.accessoryCredit)} accessory credit is spent on accessories only: add one below to use it. It is never paid out and never comes off the glasses.`}
        </p>
      ) : null}

      <form method="post" action={formAction} onSubmit={onSubmit} className="mt-5 grid gap-4">
        <fieldset>
          <legend className="font-semibold text-white">Add accessories (optional)</legend>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2">
            {panel.accessories.map((a) => {
              const field = basketField(a.id);
              const error = errorFor(field);
              return (
                <li key={a.id}>
                  <label htmlFor={field} className="block text-sm text-mist-300">
                    {`${a.name}, ${money(a.price)} each`}
                  </label>
                  <input
                    id={field}
                    name={field}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={10}
                    value={basket[field] ?? "0"}
                    onChange={(e) => setBasket((b) => ({ ...b, [field]: e.target.value }))}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${field}-error` : undefined}
                    className="mt-1 w-24 rounded-xl border border-white/15 bg-white/5 px-3 py-2 text-white"
                  />
                  {error ? (
                    <p id={`${field}-error`} role="alert" className="mt-1 text-sm text-danger-400">
                      {error}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <label htmlFor={RING_SIZE_FIELD} className="mt-4 block text-sm text-mist-300">
            Ring size, if you add a VueRING ({RING_SIZES.min}–{RING_SIZES.max})
          </label>
          <select
            id={RING_SIZE_FIELD}
            name={RING_SIZE_FIELD}
            value={basket[RING_SIZE_FIELD] ?? ""}
            onChange={(e) => setBasket((b) => ({ ...b, [RING_SIZE_FIELD]: e.target.value }))}
            aria-invalid={ringError ? true : undefined}
            aria-describedby={ringError ? "ring-size-error" : undefined}
            className="mt-1 rounded-xl border border-white/15 bg-white/5 px-3 py-2 text-white"
          >
            <option value="">Choose a size</option>
            {Array.from({ length: RING_SIZES.max - RING_SIZES.min + 1 }, (_, i) => RING_SIZES.min + i).map(
              (size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ),
            )}
          </select>
          {ringError ? (
            <p id="ring-size-error" role="alert" className="mt-1 text-sm text-danger-400">
              {ringError}
            </p>
          ) : null}
        </fieldset>
        {formError ? (
          <p role="alert" className="text-danger-400">
            {answer?.error}
          </p>
        ) : null}
        <p className="text-sm text-mist-300">
          {panel.currency === "INR"
            ? "Razorpay Checkout offers EMI on eligible credit and debit cards and banks, shown when you pay. Shipping is included."
            : "You pay by card. Shipping is included."}
        </p>
        <div className="flex flex-wrap gap-3">
          {hydrated ? null : (
            <Button type="submit" name="intent" value={BALANCE_INTENTS.quote} variant="secondary" size="md">
              Update total
            </Button>
          )}
          <Button
            type="submit"
            name="intent"
            value={BALANCE_INTENTS.pay}
            disabled={busy || (hydrated && ringMissing)}
            aria-describedby={hydrated && ringMissing ? "ring-size-error" : undefined}
            size="md"
          >
            {hydrated ? `Pay ${money(quote.toPay)}` : "Pay the balance"}
          </Button>
        </div>
      </form>
    </BalanceSection>
  );
}

function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-3">
      <dt className={strong ? "font-semibold text-white" : "text-mist-300"}>{label}</dt>
      <dd
        data-testid={testId}
        className={`tabular-nums ${strong ? "text-xl font-semibold text-white" : "text-white"}`}
      >
        {value}
      </dd>
    </div>
  );
}
