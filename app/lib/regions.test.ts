import { expect, test } from "vitest";
import { regionForCountry } from "./regions";

test("India and unknown countries pay in rupees", () => {
  for (const code of ["IN", "in", "", null, undefined, "XX", "T1", "India", "1A"]) {
    expect(regionForCountry(code)).toEqual({ country: "IN", currency: "INR" });
  }
});

test("the 27 EU member states pay in euros", () => {
  for (const code of ["DE", "FR", "IE", "SE", "HR", "CY"]) {
    expect(regionForCountry(code).currency).toBe("EUR");
  }
});

test("everyone else pays in dollars, including non-EU Europe", () => {
  for (const code of ["US", "GB", "CH", "NO", "AE", "SG"]) {
    expect(regionForCountry(code)).toEqual({ country: code, currency: "USD" });
  }
});
