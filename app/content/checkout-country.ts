import { countryName } from "./countries.ts";
import { EU_MEMBER_STATES } from "./eu-member-states.ts";
import type { Currency } from "./catalogue.ts";

/**
 * What the checkout says that depends on where the order ships: the postal-code hint, how the
 * balance is paid (EMI is Razorpay Checkout's offer for Indian cards and banks, so only to buyers in
 * India paying in rupees) and who pays import duties (shipping is included; outside India the
 * destination's duties and taxes are the buyer's). The pre-order page and the e-mails read these.
 */

/** What the postal code is called in `country`. */
function postalCodeName(country: string): string {
  if (country === "IN") return "PIN code";
  if (country === "US") return "ZIP code";
  return "postal code";
}

/** The hint under the address field. */
export const postalHint = (country: string) => `Include the ${postalCodeName(country)}`;

/** The address error when it is too short to ship to. */
export const addressTooShort = (country: string) =>
  `Please enter your full shipping address, including the ${postalCodeName(country)}`;

/** EMI is offered at the balance payment: an Indian address, paid in rupees. */
export const offersEmi = (country: string, currency: Currency) => country === "IN" && currency === "INR";

/** How the balance is paid, in one sentence. */
export function balanceWords(emi: boolean): string {
  return emi
    ? "Pay the balance online before dispatch, with simple EMI options on eligible cards."
    : "Pay the balance online by card before dispatch.";
}

/** The short label under the amount paid before dispatch. */
export const balanceShort = (emi: boolean) => (emi ? "Online, EMI available" : "Online, by card");

/** Shipping is included; who pays duties and taxes on arrival. */
export function dutiesNote(country: string): string {
  if (country === "IN") return "Shipping is included, and prices include applicable taxes.";
  const taxes = EU_MEMBER_STATES.has(country) ? "import VAT and duties" : "import duties and taxes";
  return `Shipping to ${countryName(country)} is included. Any ${taxes} there are yours to pay when the parcel arrives.`;
}
