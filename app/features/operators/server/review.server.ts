import { and, asc, eq, sql } from "drizzle-orm";
import { operatorAuditLog, preorders } from "../../../../db/schema";
import type { Database } from "~/lib/db.server";
import { audit } from "./audit.server";

/** The audit action that closes a review: the order keeps its state, the case is handled. */
export const REVIEW_RESOLVED = "review.resolved";

const unresolved = sql`not exists (select 1 from ${operatorAuditLog} a
  where a.preorder_id = ${preorders.id} and a.action = ${REVIEW_RESOLVED})`;

/** Orders the state machine parked in needs_review that no operator has resolved yet, oldest first. */
export function listNeedsReview(db: Database) {
  return db
    .select({
      id: preorders.id,
      reference: preorders.reference,
      name: preorders.name,
      currency: preorders.currency,
      preorderAmount: preorders.preorderAmount,
      updatedAt: preorders.updatedAt,
      lastTransition: sql<string | null>`(select t.detail from luxid_payment_transitions t
        where t.preorder_id = ${preorders.id} order by t.created_at desc limit 1)`,
    })
    .from(preorders)
    .where(and(eq(preorders.status, "needs_review"), unresolved))
    .orderBy(asc(preorders.updatedAt));
}

/**
 * Records how an operator resolved a parked order (for example: the buyer was refunded, or the
 * amount difference was accepted). The outcome and note go in the audit log; false when the order
 * is not awaiting review.
 */
export async function resolveReview(
  db: Database,
  input: { preorderId: string; operatorEmail: string; outcome: string; note: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: preorders.id })
      .from(preorders)
      .where(and(eq(preorders.id, input.preorderId), eq(preorders.status, "needs_review"), unresolved))
      .for("update");
    if (!row) return false;
    await audit(tx, {
      operatorEmail: input.operatorEmail,
      action: REVIEW_RESOLVED,
      preorderId: input.preorderId,
      detail: `${input.outcome}: ${input.note}`,
    });
    return true;
  });
}
