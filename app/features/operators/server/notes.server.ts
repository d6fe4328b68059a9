import { and, eq, gt, sql } from "drizzle-orm";
import { operatorNotes, preorders } from "../../../../db/schema";
import type { Database } from "~/lib/db.server";

/**
 * How long the same note by the same operator on the same order counts as one. The console's forms
 * post as documents (ADR 032): a second click while the first post is on its way sends the form
 * again, and a browser without JavaScript has no submit guard to hold it back.
 */
const REPEAT_WINDOW_MS = 60_000;

/**
 * Adds an internal note: `added`, `repeated` (the same note from the same operator within a
 * minute, kept once) or `missing` (no such pre-order).
 */
export async function addNote(
  db: Database,
  input: { preorderId: string; operatorEmail: string; body: string },
): Promise<"added" | "repeated" | "missing"> {
  return db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ id: preorders.id })
      .from(preorders)
      .where(eq(preorders.id, input.preorderId));
    if (!exists) return "missing";
    // One note at a time per order (lock space 3), so two posts of one note cannot both find none.
    await tx.execute(sql`select pg_advisory_xact_lock(3, hashtext(${input.preorderId}))`);
    const [repeat] = await tx
      .select({ id: operatorNotes.id })
      .from(operatorNotes)
      .where(
        and(
          eq(operatorNotes.preorderId, input.preorderId),
          eq(operatorNotes.operatorEmail, input.operatorEmail),
          eq(operatorNotes.body, input.body),
          gt(operatorNotes.createdAt, new Date(Date.now() - REPEAT_WINDOW_MS)),
        ),
      )
      .limit(1);
    if (repeat) return "repeated";
    await tx.insert(operatorNotes).values(input);
    return "added";
  });
}
