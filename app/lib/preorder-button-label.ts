import type { CountryInfo } from "./country-info";
import { formatMoney, MINOR_PER_UNIT } from "./money";

/** 'Pre-order for ₹27,999' once prices are known, 'Pre-order now' while loading. */
export function preorderButtonLabel(info: CountryInfo | undefined): string {
  if (!info) return "Pre-order now";
  return `Pre-order for ${formatMoney(Math.round(info.totalPrice * MINOR_PER_UNIT), info.currency)}`;
}
