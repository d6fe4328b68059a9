import { desc, eq } from "drizzle-orm";
import { operatorAuditLog, preorders } from "../../../../db/schema";
import type { Database } from "~/lib/db.server";
import { historyOf } from "~/lib/order-reads.server";

/** The audit trail of one pre-order, newest first. */
export function auditForPreorder(db: Database, preorderId: string) {
  return historyOf(db, operatorAuditLog, preorderId, "newest first");
}

/** The latest operator actions across the console, with the reference of the order each concerns. */
export function recentAudit(db: Database, limit = 100) {
  return db
    .select({
      id: operatorAuditLog.id,
      operatorEmail: operatorAuditLog.operatorEmail,
      action: operatorAuditLog.action,
      preorderId: operatorAuditLog.preorderId,
      reference: preorders.reference,
      detail: operatorAuditLog.detail,
      createdAt: operatorAuditLog.createdAt,
    })
    .from(operatorAuditLog)
    .leftJoin(preorders, eq(preorders.id, operatorAuditLog.preorderId))
    .orderBy(desc(operatorAuditLog.createdAt))
    .limit(limit);
}
