import type { CountryInfo } from "./country-info";
import { useRootData } from "./root-data";

/**
 * Country info for price labels, priced by the server for the region it resolved for this
 * request (the root loader). Prices are right from the first paint, and the browser makes no
 * lookup of its own.
 */
export function useCountryInfo(): CountryInfo {
  return useRootData().countryInfo;
}

/** 'Pre-order for ₹27,999' once prices are known, 'Pre-order now' while loading. */
export function preorderButtonLabel(info: CountryInfo | undefined): string {
  if (!info) return "Pre-order now";
  const locale = info.currency === "INR" ? "en-IN" : "en";
  return `Pre-order for ${info.currencySign}${info.totalPrice.toLocaleString(locale)}`;
}
