import { expect, test } from "vitest";
import { countryInfo } from "./country-info";
import { regionForCountry } from "./regions";
import { preorderButtonLabel } from "./preorder-button-label";

test("country info in whole units, as the spec shows it", () => {
  expect(countryInfo(regionForCountry("IN"))).toEqual({
    country: "IN",
    currency: "INR",
    currencySign: "₹",
    totalPrice: 27999,
    preOrderPrice: 5600,
    remainingPrice: 22399,
  });
  expect(countryInfo(regionForCountry("FR"))).toMatchObject({
    currency: "EUR",
    currencySign: "€",
    totalPrice: 349,
    preOrderPrice: 70,
    remainingPrice: 279,
  });
});

test("pre-order button label: loading, then the price with separators", () => {
  expect(preorderButtonLabel(undefined)).toBe("Pre-order now");
  expect(preorderButtonLabel(countryInfo(regionForCountry("IN")))).toBe("Pre-order for ₹27,999");
  expect(preorderButtonLabel(countryInfo(regionForCountry("US")))).toBe("Pre-order for $349");
});
