import { and, asc, eq, gte, lt } from "drizzle-orm";
import { documents, preorders } from "../../../../db/schema";
import { stateByCode } from "~/content/india-states";
import { countryName } from "~/content/countries";
import type { Currency } from "~/content/catalogue";
import type { Database } from "~/lib/db.server";
import { DOCUMENT_TITLE, type DocumentContent, type DocumentKind } from "../contract";

/** `2026-11`: a calendar month, India's calendar. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The moments a month of India's calendar starts and ends. */
function monthBounds(month: string): [Date, Date] {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
  return [new Date(`${month}-01T00:00:00+05:30`), new Date(`${next}-01T00:00:00+05:30`)];
}

export interface MonthDocument {
  number: string;
  kind: DocumentKind;
  title: string;
  series: string;
  issuedAt: string;
  preorderId: string;
  reference: string;
  placeOfSupply: string;
  placeName: string;
  currency: Currency;
  amount: number;
  test: boolean;
  content: DocumentContent;
}

/**
 * The documents issued in a month, in number order within each series. Test documents (sandbox
 * orders, or a shop without its seller settings) only when asked: a live shop's accountant never
 * sees them among the real ones.
 */
export async function monthDocuments(
  db: Database,
  month: string,
  includeTest: boolean,
): Promise<MonthDocument[]> {
  const [from, to] = monthBounds(month);
  const rows = await db
    .select({ d: documents, reference: preorders.reference })
    .from(documents)
    .leftJoin(preorders, eq(preorders.id, documents.preorderId))
    .where(
      and(
        gte(documents.issuedAt, from),
        lt(documents.issuedAt, to),
        includeTest ? undefined : eq(documents.testDocument, false),
      ),
    )
    .orderBy(asc(documents.series), asc(documents.number));
  return rows.map(({ d, reference }) => ({
    number: d.number,
    kind: d.kind,
    title: DOCUMENT_TITLE[d.kind],
    series: d.series,
    issuedAt: d.issuedAt.toISOString(),
    preorderId: d.preorderId,
    reference: reference ?? "",
    placeOfSupply: d.placeOfSupply,
    placeName: /^\d{2}$/.test(d.placeOfSupply)
      ? (stateByCode(d.placeOfSupply)?.name ?? d.placeOfSupply)
      : countryName(d.placeOfSupply),
    currency: d.currency,
    amount: d.amount,
    test: d.testDocument,
    content: d.content as DocumentContent,
  }));
}

interface TaxSums {
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
  total: number;
}

const zero = (): TaxSums => ({ taxable: 0, igst: 0, cgst: 0, sgst: 0, total: 0 });

/** What the GST return asks of a month, from its documents. */
export interface GstSummary {
  /** Outward supplies (invoices less credit notes) by place of supply, rate and currency. */
  supplies: (TaxSums & {
    placeOfSupply: string;
    placeName: string;
    ratePercent: number;
    currency: Currency;
  })[];
  /** The same by HSN code and rate, with the quantities. */
  hsn: (TaxSums & { hsn: string; ratePercent: number; quantity: number; currency: Currency })[];
  /** Each series' first and last number, how many, and how many cancelled (never: a credit note corrects). */
  series: { series: string; kind: string; first: string; last: string; count: number; cancelled: number }[];
}

/**
 * The month summed the way the return is filed: tax invoices add, credit notes subtract (line by
 * line at their own rates); receipt and refund vouchers carry no tax on goods and only count
 * among the documents issued.
 */
export function gstSummary(month: readonly MonthDocument[]): GstSummary {
  const supplies = new Map<string, GstSummary["supplies"][number]>();
  const hsn = new Map<string, GstSummary["hsn"][number]>();
  const add = (sums: TaxSums, line: DocumentContent["lines"][number], sign: number) => {
    sums.taxable += sign * line.taxable;
    sums.igst += sign * line.igst;
    sums.cgst += sign * line.cgst;
    sums.sgst += sign * line.sgst;
    sums.total += sign * line.inclusive;
  };
  for (const d of month) {
    const sign = d.kind === "tax_invoice" ? 1 : d.kind === "credit_note" ? -1 : 0;
    if (!sign) continue;
    for (const line of d.content.lines) {
      const supplyKey = `${d.placeOfSupply}|${line.ratePercent}|${d.currency}`;
      const supply =
        supplies.get(supplyKey) ??
        supplies
          .set(supplyKey, {
            placeOfSupply: d.placeOfSupply,
            placeName: d.placeName,
            ratePercent: line.ratePercent,
            currency: d.currency,
            ...zero(),
          })
          .get(supplyKey)!;
      add(supply, line, sign);
      const hsnKey = `${line.hsn}|${line.ratePercent}|${d.currency}`;
      const code =
        hsn.get(hsnKey) ??
        hsn
          .set(hsnKey, {
            hsn: line.hsn,
            ratePercent: line.ratePercent,
            currency: d.currency,
            quantity: 0,
            ...zero(),
          })
          .get(hsnKey)!;
      add(code, line, sign);
      code.quantity += sign * line.quantity;
    }
  }
  const series = new Map<string, GstSummary["series"][number]>();
  for (const d of month) {
    const s = series.get(d.series);
    if (!s)
      series.set(d.series, {
        series: d.series,
        kind: d.title,
        first: d.number,
        last: d.number,
        count: 1,
        cancelled: 0,
      });
    else {
      s.last = d.number;
      s.count++;
    }
  }
  const byKey = <T>(map: Map<string, T>) =>
    [...map.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, v]) => v);
  return { supplies: byKey(supplies), hsn: byKey(hsn), series: byKey(series) };
}

const figure = (minor: number) => (minor / 100).toFixed(2);

/**
 * The month's summary as the rows of one CSV file, in three tables one after the other (each with
 * its own header row, a blank row between): supplies by place and rate, the HSN summary, the
 * documents issued. Amounts in currency units with two decimals.
 */
export function gstCsvRows(month: string, summary: GstSummary): (string | number)[][] {
  const sums = (s: TaxSums) => [
    figure(s.taxable),
    figure(s.igst),
    figure(s.cgst),
    figure(s.sgst),
    figure(s.total),
  ];
  return [
    [`Outward supplies ${month}`],
    [
      "Place of supply",
      "State or country",
      "Rate %",
      "Currency",
      "Taxable value",
      "IGST",
      "CGST",
      "SGST",
      "Invoice value",
    ],
    ...summary.supplies.map((s) => [s.placeOfSupply, s.placeName, s.ratePercent, s.currency, ...sums(s)]),
    [],
    [`HSN summary ${month}`],
    ["HSN", "Rate %", "Currency", "Quantity", "Taxable value", "IGST", "CGST", "SGST", "Total value"],
    ...summary.hsn.map((h) => [h.hsn, h.ratePercent, h.currency, h.quantity, ...sums(h)]),
    [],
    [`Documents issued ${month}`],
    ["Series", "Nature of document", "From", "To", "Total issued", "Cancelled"],
    ...summary.series.map((s) => [s.series, s.kind, s.first, s.last, s.count, s.cancelled]),
  ];
}
