import { countryName } from "~/content/countries";
import { stateByCode, stateOfPin } from "~/content/india-states";
import type { Seller } from "~/lib/seller";
import type { PlaceOfSupply } from "../contract";
import type { TaxMode } from "./tax-split";

/**
 * Where goods delivered to this address are supplied: abroad, the country (an export); in India,
 * the state the buyer gave with their PIN code, or else the state of the typed address's PIN code
 * (the last 6-digit number in it). An Indian address that names no single state either way is
 * taken as the seller's own state and marked not derived, so the document shows it.
 */
export function placeOfSupply(
  order: { country: string; address: string; shipStateCode?: string | null },
  seller: Seller,
): PlaceOfSupply {
  if (order.country !== "IN") {
    return { type: "export", country: order.country, countryName: countryName(order.country) };
  }
  // The state the buyer chose (checked against their PIN code) wins over one read from the text.
  const state = (order.shipStateCode && stateByCode(order.shipStateCode)) || pinState(order.address);
  if (state) return { type: "india", stateCode: state.code, stateName: state.name, derived: true };
  const own = stateByCode(seller.stateCode);
  return {
    type: "india",
    stateCode: seller.stateCode,
    stateName: own?.name ?? seller.stateCode,
    derived: false,
  };
}

/** The state of the last 6-digit PIN code in a typed address, when it names exactly one. */
export function pinState(address: string) {
  const pins = address.match(/(?<!\d)[1-9]\d{2} ?\d{3}(?!\d)/g) ?? [];
  return pins.length ? stateOfPin(pins.at(-1)!.replace(" ", "")) : undefined;
}

/** The code the accountant groups by: the GST state code in India, the ISO country abroad. */
export const placeCode = (place: PlaceOfSupply): string =>
  place.type === "india" ? place.stateCode : place.country;

/** How the supply is taxed: within the seller's state, across states, or an export (LUT or IGST). */
export function taxMode(place: PlaceOfSupply, seller: Seller): TaxMode {
  if (place.type === "export") return seller.lut ? "export_lut" : "inter";
  return place.stateCode === seller.stateCode ? "intra" : "inter";
}
