import { formatMoney } from "~/lib/money";
import type { Currency } from "~/lib/regions";

// Apart from price.tsx (whose hooks read the root's data through React Router) so that live
// islands, which have no router, can show prices too.
/** A price, with the struck-through "was" price when the loader gave one (see wasPriceOf). */
export function Price({
  amount,
  was,
  currency,
  className = "",
}: {
  amount: number;
  was?: number | undefined;
  currency: Currency;
  className?: string;
}) {
  return (
    <span className={`inline-flex items-baseline gap-2 ${className}`}>
      <span className="font-semibold text-white tabular-nums">{formatMoney(amount, currency)}</span>
      {was !== undefined && (
        <s className="text-sm text-mist-400 tabular-nums">
          <span className="sr-only">was </span>
          {formatMoney(was, currency)}
        </s>
      )}
    </span>
  );
}
