/**
 * CSV for spreadsheets: RFC 4180 quoting, and formula-injection safety. A cell a spreadsheet would
 * run as a formula (starting with `=`, `+`, `-`, `@`, or a tab/carriage return, their full-width
 * forms such as U+FF1D included, which spreadsheets with East Asian input read alike, and after
 * leading spaces) gets a leading apostrophe, so Excel and Sheets show it as text.
 */

/** The UTF-8 byte order mark: Excel otherwise reads UTF-8 CSV as a legacy code page. */
export const UTF8_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: escaped against formulas, quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  // NFKC folds the full-width forms (U+FF1D, U+FF0B, U+FF0D, U+FF20: the full-width = + - @) to their ASCII.
  const safe = FORMULA_START.test(value.normalize("NFKC").replace(/^ +/, "")) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line, CRLF-terminated as RFC 4180 asks. */
export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
