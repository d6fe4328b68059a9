import { and, asc, eq, isNull } from "drizzle-orm";
import { outbox, whatsappConsents, whatsappMessages } from "../../../../../db/schema";
import type { Database } from "~/lib/db.server";

/**
 * The console's view of an order's WhatsApp updates: the consent as given, every message and its
 * status, and the updates still waiting to be accepted.
 */
export async function whatsappLog(db: Database, preorderId: string) {
  const [consents, messages, pending] = await Promise.all([
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
    // Not sent yet: a Cloud API refusal (a template not approved) shows here while it is retried.
    db
      .select({ id: outbox.id, kind: outbox.kind, attempts: outbox.attempts, lastError: outbox.lastError })
      .from(outbox)
      .where(and(eq(outbox.preorderId, preorderId), eq(outbox.channel, "whatsapp"), isNull(outbox.sentAt)))
      .orderBy(asc(outbox.createdAt)),
  ]);
  return { consent: consents[0] ?? null, messages, pending };
}
