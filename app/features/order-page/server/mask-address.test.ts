import { expect, test } from "vitest";
import { maskAddress } from "./order-page.server";

test("the masked address keeps the city and postcode and the start of the first line, never a row of dots", () => {
  expect(maskAddress("Flat 4B, 12 MG Road, Indiranagar, Bengaluru 560038")).toBe("Flat…, Bengaluru 560038");
  expect(maskAddress("12 Park Street\nKolkata 700016")).toBe("12 P…, Kolkata 700016");
  expect(maskAddress("12 MG Road Bengaluru 560001")).toBe("12 M… Bengaluru 560001");
  expect(maskAddress("   ")).toBe("");
  expect(maskAddress("x")).not.toMatch(/•/);
});
