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
