import { CURRENCY_SIGNS, type Currency } from "./regions";

/** Minor units per whole unit; all three currencies use cents/paise. */
export const MINOR_PER_UNIT = 100;

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: Currency, fractionDigits: 0 | 2) {
  const key = `${currency}:${fractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    // en-IN groups lakhs and crores (₹1,00,000); EUR and USD use plain English grouping.
    f = new Intl.NumberFormat(currency === "INR" ? "en-IN" : "en", {
      style: "currency",
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, f);
  }
  return f;
}

/** "₹27,999", "€349", "$34.99": whole amounts without decimals, cents with two. */
export function formatMoney(minor: number, currency: Currency): string {
  const whole = minor % MINOR_PER_UNIT === 0;
  return formatterFor(currency, whole ? 0 : 2).format(minor / MINOR_PER_UNIT);
}

/** The number without its sign, for labels that print the sign themselves ("27,999"). */
export function formatAmount(minor: number, currency: Currency): string {
  return formatMoney(minor, currency).replace(CURRENCY_SIGNS[currency], "");
}

/** Whole currency units from minor units, for the spec's country-info figures. */
export function toWholeUnits(minor: number): number {
  return minor / MINOR_PER_UNIT;
}
