import type { Currency } from "~/content/catalogue";
import { EU_MEMBER_STATES } from "~/content/eu-member-states";

export type { Currency };

export interface Region {
  /** ISO 3166-1 alpha-2 code of the visitor's country ("IN" when unknown). */
  country: string;
  currency: Currency;
}

/** The 27 EU member states: visitors there pay in euros. */
const EU_COUNTRIES: ReadonlySet<string> = EU_MEMBER_STATES;

export const DEFAULT_REGION: Region = { country: "IN", currency: "INR" };

export const CURRENCY_SIGNS: Record<Currency, string> = { INR: "₹", EUR: "€", USD: "$" };

/** True for a two-letter country code. CDNs send "XX" / "T1" for unknown or Tor: not countries. */
export function isCountryCode(code: string | null | undefined): code is string {
  const c = code?.trim().toUpperCase();
  return !!c && /^[A-Z]{2}$/.test(c) && c !== "XX" && c !== "T1";
}

/** Region for a two-letter country code; anything unknown or malformed is India. */
export function regionForCountry(code: string | null | undefined): Region {
  if (!isCountryCode(code)) return DEFAULT_REGION;
  const country = code.trim().toUpperCase();
  if (country === "IN") return DEFAULT_REGION;
  return { country, currency: EU_COUNTRIES.has(country) ? "EUR" : "USD" };
}
