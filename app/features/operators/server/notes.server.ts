import { eq } from "drizzle-orm";
import { operatorNotes, preorders } from "../../../../db/schema";
import type { Database } from "~/lib/db.server";

/** Adds an internal note; false when the pre-order does not exist. */
export async function addNote(
  db: Database,
  input: { preorderId: string; operatorEmail: string; body: string },
): Promise<boolean> {
  const [exists] = await db
    .select({ id: preorders.id })
    .from(preorders)
    .where(eq(preorders.id, input.preorderId));
  if (!exists) return false;
  await db.insert(operatorNotes).values(input);
  return true;
}
