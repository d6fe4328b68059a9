import type { CountryInfo } from "./country-info";

/**
 * 'Pre-order for ₹27,999' once prices are known, 'Pre-order now' while loading. Its own module:
 * only the landing hero's static island draws it, and the number's locale formatting costs a phone
 * about 40 ms the first time, which the hydrating page should not pay.
 */
export function preorderButtonLabel(info: CountryInfo | undefined): string {
  if (!info) return "Pre-order now";
  const locale = info.currency === "INR" ? "en-IN" : "en";
  return `Pre-order for ${info.currencySign}${info.totalPrice.toLocaleString(locale)}`;
}
