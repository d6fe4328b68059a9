import { eq, sql } from "drizzle-orm";
import { formStarts } from "../../../../db/schema";
import type { Database } from "~/lib/db.server";
import { filledFieldCount, type FormStart } from "../contract";

/**
 * Lead capture: what a visitor has typed into the pre-order form,
 * keyed by a per-visit session id, so the business can follow up an abandoned pre-order.
 */

const nullIfBlank = (v: string | undefined) => (v && v.trim() !== "" ? v : null);

/** Creates or updates the session's row with the latest values and counts the filled fields. */
export async function upsertFormStart(db: Database, sessionId: string, values: FormStart): Promise<void> {
  const row = {
    name: nullIfBlank(values.name),
    email: nullIfBlank(values.email),
    phone: nullIfBlank(values.phone),
    whatsapp: nullIfBlank(values.whatsapp),
    address: nullIfBlank(values.address),
    fieldsFilledCount: filledFieldCount(values),
  };
  await db
    .insert(formStarts)
    .values({ sessionId, ...row })
    .onConflictDoUpdate({ target: formStarts.sessionId, set: { ...row, lastActivity: sql`now()` } });
}

/** Removes the session's row once its pre-order is saved. True when a row was there. */
export async function deleteFormStart(db: Database, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(formStarts)
    .where(eq(formStarts.sessionId, sessionId))
    .returning({ sessionId: formStarts.sessionId });
  return deleted.length > 0;
}
