import { sql } from "drizzle-orm";
import { documentCounters } from "../../../../db/schema";
import type { Transaction } from "~/lib/db.server";

const INDIA_DATE = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The day in India (`YYYY-MM-DD`): documents are dated, and rates chosen, by India's calendar. */
export const indiaDay = (at: Date): string => INDIA_DATE.format(at);

/** The financial year (April to March, India's calendar) of a moment: `2026-27`. */
export function financialYear(at: Date): string {
  const [year, month] = indiaDay(at).split("-").map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/**
 * A document's number: the series' prefix, the financial year's two pairs of digits and the
 * sequence (`INV2627-000001`); test documents start with T. At most 16 characters up to ten
 * million documents a year in one series.
 */
export function documentNumber(prefix: string, year: string, sequence: number, test: boolean): string {
  const years = `${year.slice(2, 4)}${year.slice(5, 7)}`;
  return `${test ? "T" : ""}${prefix}${years}-${String(sequence).padStart(6, "0")}`;
}

/**
 * The next number of a series and year, taken inside the caller's transaction: the counter row is
 * created or incremented in one statement and stays locked until the transaction ends, so
 * concurrent issuers, on any instance, queue behind it, and a rollback returns the number.
 */
export async function nextSequence(tx: Transaction, series: string, year: string): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, financialYear: year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  return row!.lastNumber;
}
