import { toWholeUnits } from "./money";
import { baseQuote } from "./pricing";
import { CURRENCY_SIGNS, type Currency, type Region } from "./regions";

/** The spec's Country info entity: base prices for one Vue Glass, in whole currency units. */
export interface CountryInfo {
  country: string;
  currency: Currency;
  currencySign: string;
  totalPrice: number;
  preOrderPrice: number;
  remainingPrice: number;
}

export function countryInfo(region: Region): CountryInfo {
  const quote = baseQuote(region.currency);
  return {
    country: region.country,
    currency: region.currency,
    currencySign: CURRENCY_SIGNS[region.currency],
    totalPrice: toWholeUnits(quote.total),
    preOrderPrice: toWholeUnits(quote.booking),
    remainingPrice: toWholeUnits(quote.remaining),
  };
}
