import { expect, test } from "vitest";
import { waIdOf } from "./whatsapp-number";

test("numbers become digits with their country code", () => {
  expect(waIdOf("+91 98765 43210", "IN")).toBe("919876543210");
  expect(waIdOf("98765 43210", "IN")).toBe("919876543210");
  expect(waIdOf("098765 43210", "IN")).toBe("919876543210");
  expect(waIdOf("0049 151 2345 6789", "DE")).toBe("4915123456789");
  expect(waIdOf("+1 (415) 555-0100", "US")).toBe("14155550100");
  expect(waIdOf("12345", "IN")).toBeNull();
});
