import { inArray } from "drizzle-orm";
import { preorders } from "../../../../db/schema";
import type { Database, Transaction } from "~/lib/db.server";
import { readCsv, type CsvRecord } from "~/lib/csv-read";
import {
  carrierField,
  MAX_CSV_ROWS,
  overrideReasonField,
  trackingNumberField,
  type DispatchKind,
} from "../shipping-contract";
import { deliverIn, shipIn, type DispatchOutcome } from "./dispatch.server";

/*
 * The dispatch upload: `reference,carrier,tracking_number` (ship) or `reference` (deliver), one
 * order per row. The preview runs every row through the same steps as the apply, in a transaction
 * that is always rolled back, so what it promises is what the apply does. The apply runs them in
 * one transaction: a single row that fails rolls back every row, and the report names it.
 */

export type RowOutcome = "ready" | "unchanged" | "needs_override" | "error";

interface CsvRow {
  /** The row's number in the file (the header is row 1), as a spreadsheet shows it. */
  row: number;
  reference: string;
  /** The order it names, when one has that reference. */
  preorderId?: string;
  carrier?: string;
  trackingNumber?: string;
  outcome: RowOutcome;
  message: string;
  /** Ships without the buyer's prescription, on the operator's reason. */
  overridden?: boolean;
}

export interface CsvReport {
  kind: DispatchKind;
  /** What is wrong with the file as a whole (no header, unreadable), when something is. */
  problem: string | null;
  rows: CsvRow[];
  /** True once the apply committed. */
  applied: boolean;
}

export interface CsvInput {
  kind: DispatchKind;
  text: string;
  /** Reasons to ship glasses orders without a prescription, by reference. */
  overrides: Readonly<Record<string, string>>;
}

/** True when every row can go (or already went) and the file itself is sound. */
const acceptable = (report: CsvReport) =>
  report.problem === null && report.rows.every((r) => r.outcome === "ready" || r.outcome === "unchanged");

const COLUMNS: Record<DispatchKind, readonly string[]> = {
  ship: ["reference", "carrier", "tracking_number"],
  deliver: ["reference"],
};

const fileProblem = (kind: DispatchKind, problem: string): CsvReport => ({
  kind,
  problem,
  rows: [],
  applied: false,
});

/** The file's rows with each cell found by its header, or what is wrong with the file. */
function rowsOf(
  input: CsvInput,
): { records: { row: number; cell: (name: string) => string }[] } | { problem: string } {
  const read = readCsv(input.text);
  if (!read.ok) return { problem: `Row ${read.line}: ${read.error}` };
  const [header, ...data] = read.records;
  if (!header) return { problem: "The file is empty" };
  const names = header.cells.map((c) => c.trim().toLowerCase());
  const missing = COLUMNS[input.kind].filter((c) => !names.includes(c));
  if (missing.length > 0) {
    return {
      problem: `Row 1: the header must name the columns ${COLUMNS[input.kind].join(",")} (missing: ${missing.join(", ")})`,
    };
  }
  if (data.length === 0) return { problem: "No orders are listed below the header" };
  if (data.length > MAX_CSV_ROWS)
    return { problem: `At most ${MAX_CSV_ROWS} orders per upload; this one lists ${data.length}` };
  return {
    records: data.map((r: CsvRecord) => ({
      row: r.line,
      cell: (name: string) => r.cells[names.indexOf(name)]?.trim() ?? "",
    })),
  };
}

interface Planned {
  row: CsvRow;
  preorderId?: string;
  override?: string;
}

/** Checks each row on its own (cells, duplicates, known references), before any order is touched. */
async function plan(
  db: Database,
  input: CsvInput,
  records: { row: number; cell: (name: string) => string }[],
) {
  const references = records.map((r) => r.cell("reference").toUpperCase());
  const found = await db
    .select({ id: preorders.id, reference: preorders.reference })
    .from(preorders)
    .where(inArray(preorders.reference, [...new Set(references.filter(Boolean))]));
  const idOf = new Map(found.map((f) => [f.reference, f.id]));
  const firstRow = new Map<string, number>();
  return records.map((r, i): Planned => {
    const reference = references[i]!;
    const row: CsvRow = { row: r.row, reference, outcome: "error", message: "" };
    const fail = (message: string): Planned => ({ row: { ...row, message } });
    if (!reference) return fail("No reference");
    const earlier = firstRow.get(reference);
    if (earlier !== undefined) return fail(`${reference} is listed twice (also row ${earlier})`);
    firstRow.set(reference, r.row);
    const preorderId = idOf.get(reference);
    if (!preorderId) return fail(`No order has the reference ${reference}`);
    if (input.kind === "deliver") return { row: { ...row, preorderId }, preorderId };
    const carrier = carrierField.safeParse(r.cell("carrier"));
    if (!carrier.success) return fail(carrier.error.issues[0]!.message);
    const tracking = trackingNumberField.safeParse(r.cell("tracking_number"));
    if (!tracking.success) return fail(tracking.error.issues[0]!.message);
    const given = input.overrides[reference];
    const override = given?.trim() ? overrideReasonField.safeParse(given) : undefined;
    // A reason too short to mean anything is asked for again, by the row.
    if (override && !override.success) {
      return { row: { ...row, outcome: "needs_override", message: override.error.issues[0]!.message } };
    }
    return {
      row: { ...row, preorderId, carrier: carrier.data, trackingNumber: tracking.data },
      preorderId,
      ...(override?.success ? { override: override.data } : {}),
    };
  });
}

/** A row's outcome from what shipping or delivering it answered. */
function outcomeOf(kind: DispatchKind, planned: Planned, outcome: DispatchOutcome): CsvRow {
  const { row } = planned;
  if (!outcome.ok) {
    return { ...row, outcome: outcome.needsOverride ? "needs_override" : "error", message: outcome.error };
  }
  const done = kind === "ship" ? `ships with ${row.carrier}, ${row.trackingNumber}` : "delivered";
  if (!outcome.changed) {
    return {
      ...row,
      outcome: "unchanged",
      message: `Already ${kind === "ship" ? "shipped so" : "delivered"}: left as it is`,
    };
  }
  return {
    ...row,
    outcome: "ready",
    overridden: outcome.overridden,
    message: outcome.overridden ? `${done}, without prescription: ${planned.override}` : done,
  };
}

class Rejected extends Error {
  constructor(readonly report: CsvReport) {
    super("dispatch upload rejected");
  }
}

/**
 * Checks (`apply: false`) or applies (`apply: true`) a dispatch upload. Applying commits only
 * when every row succeeds, together with `alsoInTransaction` (the operator's audit rows);
 * otherwise nothing is written and the report says which rows failed and why.
 */
export async function runDispatchCsv(
  db: Database,
  input: CsvInput,
  options: { apply: boolean; alsoInTransaction?: (tx: Transaction, report: CsvReport) => Promise<void> },
): Promise<CsvReport> {
  const parsed = rowsOf(input);
  if ("problem" in parsed) return fileProblem(input.kind, parsed.problem);
  const planned = await plan(db, input, parsed.records);
  try {
    return await db.transaction(async (tx) => {
      // Rows refused by the plan keep their reason; the others are still tried, so the report is
      // complete either way.
      const results = new Map<Planned, CsvRow>();
      // Orders are locked in id order, so two uploads naming the same orders cannot deadlock.
      const runnable = planned
        .filter((p) => p.preorderId)
        .sort((a, b) => (a.preorderId! < b.preorderId! ? -1 : 1));
      for (const p of runnable) {
        const outcome =
          input.kind === "ship"
            ? await shipIn(tx, {
                preorderId: p.preorderId!,
                carrier: p.row.carrier!,
                trackingNumber: p.row.trackingNumber!,
                prescriptionOverride: p.override,
              })
            : await deliverIn(tx, p.preorderId!);
        results.set(p, outcomeOf(input.kind, p, outcome));
      }
      const report: CsvReport = {
        kind: input.kind,
        problem: null,
        rows: planned.map((p) => results.get(p) ?? p.row),
        applied: false,
      };
      // A preview always rolls back; an apply rolls back unless every row went.
      if (!options.apply || !acceptable(report)) throw new Rejected(report);
      const applied = { ...report, applied: true };
      await options.alsoInTransaction?.(tx, applied);
      return applied;
    });
  } catch (error) {
    if (error instanceof Rejected) return error.report;
    throw error;
  }
}
