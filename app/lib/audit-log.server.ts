import { operatorAuditLog } from "../../db/schema";
import type { Database } from "./db.server";

/**
 * Writing the operators' audit log. It sits below the features because more than one writes it:
 * the console's actions (operators) and the delivery waves an operator creates (fulfilment).
 * Reading it is the console's business (`features/operators/server/audit.server.ts`).
 */

/** What an operator did; ids and amounts in `detail`, never a buyer's personal data. */
export interface AuditEntry {
  operatorEmail: string;
  action: string;
  preorderId?: string | null;
  detail?: string | null;
}

type Writer = Pick<Database, "insert">;

/** Writes one audit row (pass a transaction to keep it atomic with the action it records). */
export async function audit(db: Writer, entry: AuditEntry): Promise<void> {
  await db.insert(operatorAuditLog).values({
    operatorEmail: entry.operatorEmail,
    action: entry.action,
    preorderId: entry.preorderId ?? null,
    detail: entry.detail ?? null,
  });
}
