import fc from "fast-check";
import { expect, test } from "vitest";
import { amountInWords } from "./amount-in-words";
import { financialYear, documentNumber } from "./numbering.server";
import { shareOut, splitLine, totalsOf, type TaxMode } from "./tax-split";

const line = (inclusive: number, ratePercent = 18) => ({
  description: "Vue Glass",
  hsn: "8528",
  quantity: 1,
  inclusive,
  ratePercent,
});

test("taxable value plus tax is the inclusive price to the paisa, whatever the amount, rate and mode", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 100_000_000 }),
      fc.constantFrom(0, 5, 12, 18, 28),
      fc.constantFrom<TaxMode>("intra", "inter", "export_lut"),
      (inclusive, rate, mode) => {
        const split = splitLine(line(inclusive, rate), mode);
        expect(split.taxable + split.cgst + split.sgst + split.igst).toBe(inclusive);
      },
    ),
  );
});

test("₹27,999 at 18%: ₹23,727.97 taxable; CGST and SGST within the state, IGST across, none under LUT", () => {
  expect(splitLine(line(2_799_900), "intra")).toMatchObject({
    taxable: 2_372_797,
    cgst: 213_551,
    sgst: 213_552,
    igst: 0,
  });
  expect(splitLine(line(2_799_900), "inter")).toMatchObject({
    taxable: 2_372_797,
    cgst: 0,
    sgst: 0,
    igst: 427_103,
  });
  expect(splitLine(line(2_799_900), "export_lut")).toMatchObject({
    taxable: 2_799_900,
    ratePercent: 0,
    igst: 0,
  });
});

test("shares add up to the total and follow the weights", () => {
  expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
  expect(shareOut(2_799_900 + 239_900 - 151_990, [2_799_900, 239_900])).toEqual([2_659_905, 227_905]);
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 10_000_000 }),
      fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1 }),
      (total, weights) => {
        expect(shareOut(total, weights).reduce((a, b) => a + b, 0)).toBe(total);
      },
    ),
  );
});

test("totals sum each column", () => {
  const lines = [splitLine(line(2_799_900), "intra"), splitLine(line(239_900, 5), "intra")];
  const totals = totalsOf(lines);
  expect(totals.total).toBe(3_039_800);
  expect(totals.taxable + totals.cgst + totals.sgst + totals.igst).toBe(3_039_800);
});

test("amounts in words: Indian grouping for rupees, with paise", () => {
  expect(amountInWords(560_000, "INR")).toBe("Rupees Five Thousand Six Hundred Only");
  expect(amountInWords(2_239_900, "INR")).toBe("Rupees Twenty-Two Thousand Three Hundred Ninety-Nine Only");
  expect(amountInWords(12_345_678_905, "INR")).toBe(
    "Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Paise Five Only",
  );
  expect(amountInWords(34_900, "EUR")).toBe("Euros Three Hundred Forty-Nine Only");
});

test("financial years run April to March in India's time; numbers fit 16 characters", () => {
  expect(financialYear(new Date("2026-03-31T18:29:59Z"))).toBe("2025-26");
  expect(financialYear(new Date("2026-03-31T18:30:00Z"))).toBe("2026-27");
  expect(financialYear(new Date("2027-01-15T00:00:00Z"))).toBe("2026-27");
  expect(documentNumber("INV", "2026-27", 1, false)).toBe("INV2627-000001");
  expect(documentNumber("INV", "2026-27", 1, true)).toBe("TINV2627-000001");
  expect(documentNumber("INV", "2026-27", 9_999_999, true).length).toBeLessThanOrEqual(16);
});
