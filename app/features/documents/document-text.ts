import type { Currency } from "~/content/catalogue";
import { DOCUMENT_TITLE, type DocumentContent, type DocumentLine } from "./contract";

/*
 * The words and figures of a document, shared by its PDF and its printable page, so the two say
 * the same thing.
 */

const FIGURES: Record<Currency, Intl.NumberFormat> = {
  INR: new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  EUR: new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  USD: new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** An amount as documents print it: the currency's code, then the figure with paise ("INR 5,600.00"). */
export const documentMoney = (minor: number, currency: Currency): string =>
  `${currency} ${FIGURES[currency].format(minor / 100)}`;

/** The figure alone, for table cells under a column headed with the currency. */
export const documentFigure = (minor: number, currency: Currency): string =>
  FIGURES[currency].format(minor / 100);

const DATE = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** The issue date as printed (India's calendar). */
export const documentDate = (iso: string): string => DATE.format(new Date(iso));

/** "Karnataka (29)" or "Germany (export)". */
export function placeLine(content: DocumentContent): string {
  const place = content.placeOfSupply;
  if (place.type === "export") return `${place.countryName} (export)`;
  return `${place.stateName} (${place.stateCode})${place.derived ? "" : " - address without a PIN code"}`;
}

/** The title: "Tax invoice", "Receipt voucher"… */
export const documentTitle = (content: DocumentContent): string => DOCUMENT_TITLE[content.kind];

/** The table's columns, with each line's cells. */
export const LINE_COLUMNS = [
  "Description",
  "HSN",
  "Qty",
  "Taxable value",
  "Rate",
  "CGST",
  "SGST",
  "IGST",
  "Total",
] as const;

export function lineCells(line: DocumentLine, currency: Currency): string[] {
  const f = (minor: number) => documentFigure(minor, currency);
  return [
    line.description,
    line.hsn,
    String(line.quantity),
    f(line.taxable),
    `${line.ratePercent}%`,
    f(line.cgst),
    f(line.sgst),
    f(line.igst),
    f(line.inclusive),
  ];
}

/** The paragraphs under the table: the advance's tax, the advances received, what it corrects, the LUT. */
export function notes(content: DocumentContent): string[] {
  const money = (minor: number) => documentMoney(minor, content.currency);
  const lines: string[] = [];
  if (content.advance) {
    lines.push(`Advance received for the ${content.advance.of} of order ${content.orderReference}.`);
    lines.push(content.advance.taxPosition);
  }
  if (content.advancesReceived?.length) {
    lines.push(
      `Advances received: ${content.advancesReceived
        .map((a) => `${money(a.amount)} (receipt voucher ${a.number}, ${documentDate(a.issuedAt)})`)
        .join("; ")}. Nothing remains to be paid.`,
    );
  }
  if (content.corrects) {
    lines.push(
      `Issued against ${content.corrects.kind.replace("_", " ")} ${content.corrects.number} of ${documentDate(content.corrects.issuedAt)}.`,
    );
  }
  if (content.endorsement) lines.push(content.endorsement);
  lines.push(
    "Prices are inclusive of GST; the taxable value is derived from the price paid. Tax payable on reverse charge: No.",
  );
  return lines;
}
