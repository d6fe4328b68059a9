import { asc, desc, eq } from "drizzle-orm";
import type { PgColumn, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { preorderItems, preorders, prescriptions } from "../../db/schema";
import type { Database, Transaction } from "./db.server";

/** Reads about one pre-order that several features make: e-mails, payment answers, dispatch. */

/**
 * These columns of the pre-order `preorderId`; undefined when there is none. With `lock`, its row
 * stays locked until the transaction ends, so that the writers of one order run one after the other.
 */
export async function orderColumns<T extends SelectedFields>(
  db: Database | Transaction,
  preorderId: string,
  columns: T,
  { lock = false } = {},
): Promise<SelectResultFields<T> | undefined> {
  const query = db.select(columns).from(preorders).where(eq(preorders.id, preorderId));
  const rows = lock ? await query.for("update") : await query;
  return (rows as SelectResultFields<T>[])[0];
}

/** The order's lines: booked with it, then those added at the balance payment. */
export function itemsOf(db: Database, preorderId: string) {
  return db
    .select({
      productId: preorderItems.productId,
      quantity: preorderItems.quantity,
      lineTotal: preorderItems.lineTotal,
      ringSize: preorderItems.ringSize,
      addedAtBalance: preorderItems.addedAtBalance,
    })
    .from(preorderItems)
    .where(eq(preorderItems.preorderId, preorderId))
    .orderBy(preorderItems.addedAtBalance);
}

/**
 * True when the order has a prescription of any kind (values, "none needed" or a file). Dispatch
 * asks this of glasses orders; an operator's override (preorders.prescription_override) is the
 * only other way past it.
 */
export async function hasPrescription(db: Database, preorderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: prescriptions.preorderId })
    .from(prescriptions)
    .where(eq(prescriptions.preorderId, preorderId));
  return row !== undefined;
}

/** A table of what happened to an order, one row per event: transitions, notes, audit, corrections. */
type OrderHistory = PgTable & { preorderId: PgColumn; createdAt: PgColumn };

/** Every row of `table` about the pre-order `preorderId`, oldest first (the newest first when asked). */
export function historyOf<T extends OrderHistory>(
  db: Database,
  table: T,
  preorderId: string,
  order: "oldest first" | "newest first" = "oldest first",
): Promise<T["$inferSelect"][]> {
  // Drizzle cannot type a select from a table only known to be one: read it as a plain table,
  // whose rows the return type names.
  const source: PgTable = table;
  return db
    .select()
    .from(source)
    .where(eq(table.preorderId, preorderId))
    .orderBy(order === "newest first" ? desc(table.createdAt) : asc(table.createdAt));
}
