import { expect, test } from "vitest";
import { balanceWords, dutiesNote, offersEmi, postalHint } from "./checkout-country";
import { COUNTRIES, countryName, isShippingCountry } from "./countries";

test("the postal hint says PIN code only for India", () => {
  expect(postalHint("IN")).toBe("Include the PIN code");
  expect(postalHint("US")).toBe("Include the ZIP code");
  expect(postalHint("DE")).toBe("Include the postal code");
  expect(postalHint("GB")).not.toMatch(/PIN/);
});

test("EMI is offered only to an Indian address paying in rupees", () => {
  expect(offersEmi("IN", "INR")).toBe(true);
  expect(offersEmi("DE", "INR")).toBe(false);
  expect(offersEmi("IN", "USD")).toBe(false);
  expect(balanceWords(true)).toMatch(/EMI/);
  expect(balanceWords(false)).not.toMatch(/EMI/);
  for (const emi of [true, false]) expect(balanceWords(emi)).toMatch(/before dispatch/);
});

test("duties: none in India; import VAT in the EU; duties and taxes elsewhere, named by country", () => {
  expect(dutiesNote("IN")).not.toMatch(/dut|VAT/i);
  expect(dutiesNote("DE")).toBe(
    "Shipping to Germany is included. Any import VAT and duties there are yours to pay when the parcel arrives.",
  );
  expect(dutiesNote("US")).toMatch(/^Shipping to United States is included\. Any import duties and taxes/);
});

test("the country list is ISO codes with unique names, India among them", () => {
  expect(COUNTRIES.length).toBeGreaterThan(240);
  expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
  for (const c of COUNTRIES) expect(c.code).toMatch(/^[A-Z]{2}$/);
  expect(countryName("IN")).toBe("India");
  expect(isShippingCountry("XX")).toBe(false);
  expect(countryName("XX")).toBe("XX");
});
