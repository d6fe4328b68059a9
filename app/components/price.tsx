import { formatMoney } from "~/lib/money";
import { accessoryCreditFor, BOOKING_PERCENT, type Quote } from "~/lib/pricing";
import type { Currency } from "~/lib/regions";
import { useRootData } from "~/lib/root-data";

/** The visitor's currency, decided by the server for this request. */
export function useCurrency(): Currency {
  return useRootData().region.currency;
}

export { Price } from "./price-amount";

/** "{booking} now (20%), {remaining} before dispatch — EMI available" (by card outside rupees). */
export function PaySplit({ quote, className = "" }: { quote: Quote; className?: string }) {
  return (
    <p className={`text-sm text-mist-300 ${className}`}>
      <span className="font-semibold text-white tabular-nums">
        {formatMoney(quote.booking, quote.currency)}
      </span>{" "}
      now ({BOOKING_PERCENT}%),{" "}
      <span className="tabular-nums">{formatMoney(quote.remaining, quote.currency)}</span> before dispatch
      {/* EMI is Razorpay Checkout's offer to buyers paying in rupees; others pay by card. */}
      {quote.currency === "INR" ? " — EMI available" : " — by card"}
    </p>
  );
}

/** The accessory credit that comes with a Vue Glass pre-order. */
export function AccessoryCredit({ currency, className = "" }: { currency: Currency; className?: string }) {
  return (
    <p className={`text-sm text-mist-300 ${className}`}>
      Includes{" "}
      <span className="font-semibold text-brand-300">
        {formatMoney(accessoryCreditFor(currency), currency)}
      </span>{" "}
      accessory credit with your Vue Glass pre-order
    </p>
  );
}
