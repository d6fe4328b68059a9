import { operatorAuditLog } from "../../../../db/schema";
import type { Transaction } from "~/lib/db.server";

/**
 * Who the audit trail names for what a buyer did from the order page: the console's order trail
 * and /admin/audit list it beside operators' actions, so a prescription or address change is seen.
 */
const BUYER_ACTOR = "buyer (order page)";

/** One audit row for the buyer's action, in the transaction that made it (ids and kinds only). */
export async function auditBuyer(
  tx: Transaction,
  entry: { action: string; preorderId: string; detail: string },
): Promise<void> {
  await tx.insert(operatorAuditLog).values({ operatorEmail: BUYER_ACTOR, ...entry });
}
