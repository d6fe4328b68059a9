import { eq, lt, or, sql } from "drizzle-orm";
import { formStarts } from "../../../../db/schema";
import type { Database } from "~/lib/db.server";
import { LEAD_RETENTION_DAYS } from "~/lib/retention";
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

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A pre-order was saved: the unfinished forms of the same buyer (same e-mail, or same phone
 * digits) have served their purpose and are deleted, whichever tab or visit typed them. Answers
 * how many went.
 */
export async function deleteConvertedLeads(
  db: Database,
  buyer: { email: string; phone: string },
): Promise<number> {
  const digits = buyer.phone.replace(/\D/g, "");
  const deleted = await db
    .delete(formStarts)
    .where(
      or(
        sql`lower(${formStarts.email}) = ${buyer.email.trim().toLowerCase()}`,
        digits.length >= 6 ? sql`regexp_replace(${formStarts.phone}, '\\D', '', 'g') = ${digits}` : undefined,
      ),
    )
    .returning({ sessionId: formStarts.sessionId });
  return deleted.length;
}

/** Deletes every lead untouched for LEAD_RETENTION_DAYS; answers how many went. */
export async function deleteStaleLeads(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - LEAD_RETENTION_DAYS * DAY_MS);
  const deleted = await db
    .delete(formStarts)
    .where(lt(formStarts.lastActivity, cutoff))
    .returning({ sessionId: formStarts.sessionId });
  return deleted.length;
}
