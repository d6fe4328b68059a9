import { formatMoney } from "~/lib/money";
import type { Currency } from "~/lib/regions";
import { FieldError, inputClass } from "./ui";

/**
 * The amount an operator asks to refund, in the order's currency with its ceiling in the label:
 * on the order page and again on the confirmation step when the amount asked could not be taken.
 */
export function RefundAmountField({
  currency,
  refundable,
  error,
  className,
}: {
  currency: Currency;
  refundable: number;
  error?: string | null;
  /** The width where it stands (a row of the order page, or a page of its own). */
  className: string;
}) {
  return (
    <div>
      <label htmlFor="refund-amount" className="block text-sm text-mist-300">
        Amount to refund ({currency}), at most {formatMoney(refundable, currency)}
      </label>
      <input
        id="refund-amount"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        required
        className={`${inputClass} ${className}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "refund-amount-error" : undefined}
      />
      <FieldError id="refund-amount-error" message={error ?? undefined} />
    </div>
  );
}
