import { expect, test } from "vitest";
import { formatAmount, formatMoney } from "./money";

test("INR uses Indian grouping", () => {
  expect(formatMoney(2_799_900, "INR")).toBe("₹27,999");
  expect(formatMoney(10_000_000, "INR")).toBe("₹1,00,000");
});

test("EUR and USD use English grouping, cents only when present", () => {
  expect(formatMoney(34_900, "EUR")).toBe("€349");
  expect(formatMoney(3_499, "USD")).toBe("$34.99");
  expect(formatMoney(123_456_700, "USD")).toBe("$1,234,567");
});

test("formatAmount drops the sign", () => {
  expect(formatAmount(2_799_900, "INR")).toBe("27,999");
});
