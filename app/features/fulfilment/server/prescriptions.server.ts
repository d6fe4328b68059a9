import { eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { preorders, prescriptions } from "../../../../db/schema";
import { isIn, PRESCRIPTION_EDITABLE } from "../../../../db/order-status";
import type { Database } from "~/lib/db.server";
import type { PrescriptionFileType, PrescriptionValues } from "../contract";
import { auditBuyer } from "./buyer-audit.server";
import { editLockedOrder } from "./order-lock.server";

/**
 * The prescription for a glasses order's free lenses: its numbers, "none needed", or a photo/PDF
 * kept in the database (owner-only, like voice notes) and streamed to signed-in operators only.
 * One row per order; a new prescription replaces the last one, and each save is in the audit log.
 */

/** What the buyer gave, already checked (values by the contract's schema, file bytes by content). */
export type PrescriptionToSave =
  | ({ kind: "values" } & PrescriptionValues)
  | { kind: "none" }
  | { kind: "file"; mime: PrescriptionFileType; data: Uint8Array };

export type SaveOutcome = "saved" | "not_found" | "not_glasses" | "closed";

const NO_VALUES: PrescriptionValues = {
  rightSph: null,
  rightCyl: null,
  rightAxis: null,
  rightAdd: null,
  leftSph: null,
  leftCyl: null,
  leftAxis: null,
  leftAdd: null,
  pd: null,
};

/**
 * Saves the prescription of the order `reference` while it may still change (a glasses order not
 * yet shipped). The order's row is locked first, so a dispatch racing this save either waits for
 * it (and ships with it) or has shipped already (and the save is refused).
 */
export async function savePrescription(
  db: Database,
  reference: string,
  input: PrescriptionToSave,
): Promise<SaveOutcome> {
  const outcome = await replacePrescription(db, reference, input);
  if (outcome === "saved") await reclaimReplacedFiles(db);
  return outcome;
}

/**
 * Makes the space of replaced files reusable. A replaced photo stays in the table as dead rows
 * until a vacuum: PostgreSQL's autovacuum gets to it in time, but the embedded engine has none,
 * and each replaced 5 MB file grew its database by about 10 MB for good. A vacuum of this one
 * small table (one row per order; the files in its TOAST table) is quick, and runs after the
 * save's transaction, as VACUUM must.
 */
async function reclaimReplacedFiles(db: Database): Promise<void> {
  await db.execute(sql`vacuum ${prescriptions}`);
}

function replacePrescription(
  db: Database,
  reference: string,
  input: PrescriptionToSave,
): Promise<SaveOutcome> {
  return editLockedOrder<SaveOutcome>(db, reference, "not_found", async (tx, order) => {
    if (!order.includesGlasses) return "not_glasses";
    if (!isIn(PRESCRIPTION_EDITABLE, order.status)) return "closed";
    const { kind } = input;
    const file = kind === "file" ? input : null;
    const row = {
      kind,
      ...(kind === "values" ? valuesOf(input) : NO_VALUES),
      fileMime: file?.mime ?? null,
      fileSize: file?.data.byteLength ?? null,
      fileData: file ? bytesIn(file.data) : null,
      updatedAt: new Date(),
    };
    await tx
      .insert(prescriptions)
      .values({ preorderId: order.id, ...row })
      .onConflictDoUpdate({ target: prescriptions.preorderId, set: row });
    // The buyer's action, in the order's audit trail beside operators' (no values: health data).
    await auditBuyer(tx, {
      action: "prescription.saved",
      preorderId: order.id,
      detail: file ? `file, ${file.mime}, ${file.data.byteLength} bytes` : kind,
    });
    return "saved";
  });
}

/**
 * Bytes sent as hex text that the database decodes: PGlite's own bytea encoding builds one
 * string per byte, seconds for a 5 MB photo that holds the embedded database's only connection
 * (hex: about three times faster to write). Read back the same way (`bytesOut`).
 */
const bytesIn = (data: Uint8Array) => sql`decode(${Buffer.from(data).toString("hex")}, 'hex')`;
const bytesOut = (column: AnyPgColumn) => sql<string | null>`encode(${column}, 'hex')`;

function valuesOf(input: PrescriptionValues): PrescriptionValues {
  const values = { ...NO_VALUES };
  for (const key of Object.keys(NO_VALUES) as (keyof PrescriptionValues)[]) values[key] = input[key];
  return values;
}

/** `hasPrescription` (~/lib/order-reads.server) as a SQL predicate on a pre-order id column, for lists and counts. */
export function hasPrescriptionSql(preorderId: AnyPgColumn = preorders.id): SQL {
  return sql`exists (select 1 from ${prescriptions} where ${prescriptions.preorderId} = ${preorderId})`;
}

/**
 * True for a glasses order that may not ship yet for want of a prescription: none given and no
 * operator's override. Over the `luxid_preorders` table of the query.
 */
export function prescriptionMissingSql(): SQL {
  return sql`(${preorders.includesGlasses} and ${preorders.prescriptionOverride} is null and not ${hasPrescriptionSql()})`;
}

/** These columns of the order's prescription; null when none was given. */
async function prescriptionColumns<T extends SelectedFields>(
  db: Database,
  preorderId: string,
  columns: T,
): Promise<SelectResultFields<T> | null> {
  const rows = await db.select(columns).from(prescriptions).where(eq(prescriptions.preorderId, preorderId));
  return (rows[0] as SelectResultFields<T> | undefined) ?? null;
}

/** When and how the prescription was given (no values): the order page's view. */
export function prescriptionGiven(db: Database, preorderId: string) {
  return prescriptionColumns(db, preorderId, {
    kind: prescriptions.kind,
    updatedAt: prescriptions.updatedAt,
  });
}

/** Everything but the file's bytes: the console's view. */
export function prescriptionForConsole(db: Database, preorderId: string) {
  return prescriptionColumns(db, preorderId, {
    kind: prescriptions.kind,
    rightSph: prescriptions.rightSph,
    rightCyl: prescriptions.rightCyl,
    rightAxis: prescriptions.rightAxis,
    rightAdd: prescriptions.rightAdd,
    leftSph: prescriptions.leftSph,
    leftCyl: prescriptions.leftCyl,
    leftAxis: prescriptions.leftAxis,
    leftAdd: prescriptions.leftAdd,
    pd: prescriptions.pd,
    fileMime: prescriptions.fileMime,
    fileSize: prescriptions.fileSize,
    updatedAt: prescriptions.updatedAt,
  });
}

/** A prescription file's bytes and type, for the console's streaming route; null when none. */
export async function prescriptionFile(db: Database, preorderId: string) {
  const [row] = await db
    .select({
      mime: prescriptions.fileMime,
      hex: bytesOut(prescriptions.fileData),
      reference: preorders.reference,
    })
    .from(prescriptions)
    .innerJoin(preorders, eq(preorders.id, prescriptions.preorderId))
    .where(eq(prescriptions.preorderId, preorderId));
  if (!row?.mime || row.hex === null) return null;
  const data: Uint8Array = Buffer.from(row.hex, "hex");
  return { mime: row.mime as PrescriptionFileType, data, reference: row.reference };
}
