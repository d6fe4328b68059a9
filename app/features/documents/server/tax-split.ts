import type { DocumentLine, DocumentTotals } from "../contract";

/**
 * Shares `total` out over `weights` in proportion, to the unit, largest remainders first: the parts
 * always add up to `total` (a discount or credit spread over an order's lines).
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    parts[i]!++;
    left--;
  }
  return parts;
}

/** How a line is taxed: CGST + SGST within the seller's state, IGST otherwise, none under LUT. */
export type TaxMode = "intra" | "inter" | "export_lut";

/**
 * One line's taxable value and tax from its tax-inclusive value: taxable = inclusive / (1 + rate),
 * rounded to the paisa, and the tax is the rest, so taxable + tax is the inclusive value exactly.
 * Within the state the tax is halved into CGST and SGST (SGST takes an odd paisa).
 */
export function splitLine(
  line: { description: string; hsn: string; quantity: number; inclusive: number; ratePercent: number },
  mode: TaxMode,
): DocumentLine {
  const ratePercent = mode === "export_lut" ? 0 : line.ratePercent;
  const taxable = Math.round((line.inclusive * 100) / (100 + ratePercent));
  const tax = line.inclusive - taxable;
  const cgst = mode === "intra" ? Math.floor(tax / 2) : 0;
  return {
    ...line,
    ratePercent,
    taxable,
    cgst,
    sgst: mode === "intra" ? tax - cgst : 0,
    igst: mode === "inter" ? tax : 0,
  };
}

/** The columns' sums. */
export function totalsOf(lines: readonly DocumentLine[]): DocumentTotals {
  const sum = (key: "taxable" | "cgst" | "sgst" | "igst" | "inclusive") =>
    lines.reduce((a, l) => a + l[key], 0);
  return {
    taxable: sum("taxable"),
    cgst: sum("cgst"),
    sgst: sum("sgst"),
    igst: sum("igst"),
    total: sum("inclusive"),
  };
}
