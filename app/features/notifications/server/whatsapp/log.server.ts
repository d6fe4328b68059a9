import { asc, eq } from "drizzle-orm";
import { whatsappConsents, whatsappMessages } from "../../../../../db/schema";
import type { Database } from "~/lib/db.server";

/** The console's view of an order's WhatsApp updates: the consent as given, every message and its status. */
export async function whatsappLog(db: Database, preorderId: string) {
  const [consents, messages] = await Promise.all([
    db
      .select({
        wordingVersion: whatsappConsents.wordingVersion,
        optedInAt: whatsappConsents.optedInAt,
        optedOutAt: whatsappConsents.optedOutAt,
        optOutSource: whatsappConsents.optOutSource,
      })
      .from(whatsappConsents)
      .where(eq(whatsappConsents.preorderId, preorderId)),
    db
      .select({
        id: whatsappMessages.id,
        template: whatsappMessages.template,
        status: whatsappMessages.status,
        statusAt: whatsappMessages.statusAt,
        errorCode: whatsappMessages.errorCode,
      })
      .from(whatsappMessages)
      .where(eq(whatsappMessages.preorderId, preorderId))
      .orderBy(asc(whatsappMessages.createdAt)),
  ]);
  return { consent: consents[0] ?? null, messages };
}
