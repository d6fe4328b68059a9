import { and, eq, isNull, sql } from "drizzle-orm";
import { preorders, whatsappConsents, type WhatsappOptOutSource } from "../../../../../db/schema";
import type { Database } from "~/lib/db.server";

import type { WhatsappChoice } from "../../whatsapp-contract";

/** The buyer's current choice for an order (by its reference), or null when there is no such order. */
export async function whatsappChoice(db: Database, reference: string): Promise<WhatsappChoice | null> {
  const [row] = await db
    .select({
      id: preorders.id,
      waId: whatsappConsents.waId,
      optedInAt: whatsappConsents.optedInAt,
      optedOutAt: whatsappConsents.optedOutAt,
      source: whatsappConsents.optOutSource,
    })
    .from(preorders)
    .leftJoin(whatsappConsents, eq(whatsappConsents.preorderId, preorders.id))
    .where(eq(preorders.reference, reference));
  if (!row) return null;
  if (!row.waId || !row.optedInAt) return { state: "none" };
  if (row.optedOutAt)
    return { state: "stopped", since: row.optedOutAt.toISOString(), byReply: row.source === "stop_reply" };
  return { state: "on", since: row.optedInAt.toISOString(), numberEnding: row.waId.slice(-4) };
}

/**
 * Stops WhatsApp updates about an order: messages already queued are not sent (consent is read at
 * send time). Answers false when there is no such order; stopping twice keeps the first time.
 */
export async function stopWhatsappUpdates(
  db: Database,
  reference: string,
  source: WhatsappOptOutSource,
): Promise<boolean> {
  const [order] = await db
    .select({ id: preorders.id })
    .from(preorders)
    .where(eq(preorders.reference, reference));
  if (!order) return false;
  await db
    .update(whatsappConsents)
    .set({
      optedOutAt: sql`coalesce(${whatsappConsents.optedOutAt}, now())`,
      optOutSource: sql`coalesce(${whatsappConsents.optOutSource}, ${source})`,
    })
    .where(eq(whatsappConsents.preorderId, order.id));
  return true;
}

/** The buyer's standing consent for an order: the number it was given for, or null. */
export async function consentedNumber(db: Database, preorderId: string): Promise<string | null> {
  const [consent] = await db
    .select({ waId: whatsappConsents.waId })
    .from(whatsappConsents)
    .where(and(eq(whatsappConsents.preorderId, preorderId), isNull(whatsappConsents.optedOutAt)));
  return consent?.waId ?? null;
}
