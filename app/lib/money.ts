import { CURRENCY_SIGNS, type Currency } from "./regions";

/** Minor units per whole unit; all three currencies use cents/paise. */
export const MINOR_PER_UNIT = 100;

/**
 * "1234567" → "1,234,567"; with Indian grouping "12,34,567" (lakhs and crores: the last three
 * digits, then pairs), which is what en-IN prints.
 */
function groupDigits(digits: string, indian: boolean): string {
  const size = indian ? 2 : 3;
  const groups = [digits.slice(-3)];
  for (let rest = digits.slice(0, -3); rest; rest = rest.slice(0, -size)) groups.unshift(rest.slice(-size));
  return groups.join(",");
}

/**
 * "₹27,999", "€349", "$34.99": whole amounts without decimals, cents with two.
 *
 * Written out rather than with Intl.NumberFormat: a page's first Intl object loads the locale's
 * ICU data, about 50 ms of main thread on a desktop and four times that on a phone, and every
 * page with a price would pay it while hydrating. money.test.ts holds the output to Intl's
 * (en-IN for rupees, en for euros and dollars) over a sweep of amounts.
 */
export function formatMoney(minor: number, currency: Currency): string {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(Math.round(minor));
  const cents = abs % MINOR_PER_UNIT;
  const whole = groupDigits(String((abs - cents) / MINOR_PER_UNIT), currency === "INR");
  return `${sign}${CURRENCY_SIGNS[currency]}${whole}${cents ? `.${String(cents).padStart(2, "0")}` : ""}`;
}

/** The number without its sign, for labels that print the sign themselves ("27,999"). */
export function formatAmount(minor: number, currency: Currency): string {
  return formatMoney(minor, currency).replace(CURRENCY_SIGNS[currency], "");
}

/** Whole currency units from minor units, for the spec's country-info figures. */
export function toWholeUnits(minor: number): number {
  return minor / MINOR_PER_UNIT;
}
