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

test("prints what Intl.NumberFormat prints, for every currency over a sweep of amounts", () => {
  const intl = (minor: number, currency: "INR" | "EUR" | "USD") =>
    new Intl.NumberFormat(currency === "INR" ? "en-IN" : "en", {
      style: "currency",
      currency,
      minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
      maximumFractionDigits: minor % 100 === 0 ? 0 : 2,
    }).format(minor / 100);
  const amounts = [0, 1, 5, 10, 99, 100, 101, 999, 1_000, 99_999, 100_000, 123_456, 2_799_900, 10_000_000];
  for (let minor = 7; minor < 1e13; minor = minor * 7 + 3) amounts.push(minor, minor - (minor % 100));
  for (const currency of ["INR", "EUR", "USD"] as const) {
    for (const minor of [...amounts, ...amounts.map((a) => -a).filter((a) => a !== 0)]) {
      expect(formatMoney(minor, currency), `${minor} ${currency}`).toBe(intl(minor, currency));
    }
  }
});
