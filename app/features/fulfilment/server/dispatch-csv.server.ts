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
 * order per row. The preview runs every row through the same steps as the apply, in transactions
 * of a few dozen rows that are always rolled back, so what it promises is what the apply does. The apply runs them in
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
  // Rows refused by the plan keep their reason; the others are still tried, so the report is
  // complete either way. Orders are locked in id order, so two uploads naming the same orders
  // cannot deadlock.
  const runnable = planned
    .filter((p) => p.preorderId)
    .sort((a, b) => (a.preorderId! < b.preorderId! ? -1 : 1));
  const reportOf = (results: Map<Planned, CsvRow>): CsvReport => ({
    kind: input.kind,
    problem: null,
    rows: planned.map((p) => results.get(p) ?? p.row),
    applied: false,
  });
  if (!options.apply) return reportOf(await checkInBatches(db, input.kind, runnable));
  try {
    return await db.transaction(async (tx) => {
      const report = reportOf(await runRows(tx, input.kind, runnable));
      // An apply rolls back unless every row went.
      if (!acceptable(report)) throw new Rejected(report);
      const applied = { ...report, applied: true };
      await options.alsoInTransaction?.(tx, applied);
      return applied;
    });
  } catch (error) {
    if (error instanceof Rejected) return error.report;
    throw error;
  }
}

/** Ships or delivers each of `rows` in `tx`, and says how each went. */
async function runRows(tx: Transaction, kind: DispatchKind, rows: Planned[]): Promise<Map<Planned, CsvRow>> {
  const results = new Map<Planned, CsvRow>();
  for (const p of rows) {
    const outcome =
      kind === "ship"
        ? await shipIn(tx, {
            preorderId: p.preorderId!,
            carrier: p.row.carrier!,
            trackingNumber: p.row.trackingNumber!,
            prescriptionOverride: p.override,
          })
        : await deliverIn(tx, p.preorderId!);
    results.set(p, outcomeOf(kind, p, outcome));
  }
  return results;
}

/**
 * How long one transaction of a check may run. Each row is independent of the others (a reference
 * appears once), so a check needs no single transaction: in short batches, each rolled back, the
 * embedded database (one connection, one transaction at a time, run on this process's thread)
 * serves the shop's pages between them, as it could not during one transaction over 2000 rows.
 */
const CHECK_BATCH_MS = 50;
/** The pause between two batches, in which waiting requests and queries run. */
const CHECK_PAUSE_MS = 10;

class RolledBack extends Error {}

async function checkInBatches(
  db: Database,
  kind: DispatchKind,
  rows: Planned[],
): Promise<Map<Planned, CsvRow>> {
  const results = new Map<Planned, CsvRow>();
  let next = 0;
  while (next < rows.length) {
    await db
      .transaction(async (tx) => {
        const until = performance.now() + CHECK_BATCH_MS;
        // At least one row per batch, however slow.
        do {
          const p = rows[next++]!;
          for (const [planned, row] of await runRows(tx, kind, [p])) results.set(planned, row);
        } while (next < rows.length && performance.now() < until);
        // A check always rolls back: what it promises is what the apply would do.
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    if (next < rows.length) await new Promise((resolve) => setTimeout(resolve, CHECK_PAUSE_MS));
  }
  return results;
}
