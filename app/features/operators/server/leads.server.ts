import { desc, lt, sql } from "drizzle-orm";
import { formStarts } from "../../../../db/schema";
import { deleteFormStart } from "~/features/preorder/server/form-starts.server";
import type { Database } from "~/lib/db.server";

/** A lead counts as abandoned once its visitor has been idle this long (a save removes it earlier). */
const ABANDONED_AFTER_MS = 30 * 60_000;

/** Abandoned form starts, most recent activity first. */
export async function listLeads(db: Database, page: number, pageSize = 50, now = new Date()) {
  const idle = lt(formStarts.lastActivity, new Date(now.getTime() - ABANDONED_AFTER_MS));
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(formStarts)
      .where(idle)
      .orderBy(desc(formStarts.lastActivity), desc(formStarts.sessionId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(formStarts)
      .where(idle),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Deletes one lead on request (a lead is its visitor's form-start row); true when it existed. */
export const deleteLead = deleteFormStart;
