import { and, asc, eq } from "drizzle-orm";
import {
  operatorNotes,
  outbox,
  paymentTransitions,
  preorderItems,
  preorders,
  voiceNotes,
} from "../../../../db/schema";
import type { Database } from "~/lib/db.server";
import { historyOf } from "~/lib/order-reads.server";
import { queuePosition } from "~/features/orders/server/state-machine.server";
import { whatsappLog } from "~/features/notifications/server/whatsapp/log.server";
import { auditForPreorder } from "./audit.server";

/** Everything the detail page shows about one pre-order, or null when there is none. */
export async function preorderDetail(db: Database, id: string) {
  const [order] = await db.select().from(preorders).where(eq(preorders.id, id));
  if (!order) return null;
  const [items, timeline, emails, voice, notes, auditTrail, position, whatsapp] = await Promise.all([
    db
      .select()
      .from(preorderItems)
      .where(eq(preorderItems.preorderId, id))
      .orderBy(asc(preorderItems.productId)),
    historyOf(db, paymentTransitions, id),
    db
      .select({
        id: outbox.id,
        kind: outbox.kind,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        sentAt: outbox.sentAt,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .where(and(eq(outbox.preorderId, id), eq(outbox.channel, "email")))
      .orderBy(asc(outbox.createdAt)),
    db
      .select({ mimeType: voiceNotes.mimeType, byteSize: voiceNotes.byteSize })
      .from(voiceNotes)
      .where(eq(voiceNotes.preorderId, id)),
    historyOf(db, operatorNotes, id, "newest first"),
    auditForPreorder(db, id),
    queuePosition(db, id),
    whatsappLog(db, id),
  ]);
  return {
    order,
    items,
    timeline,
    emails,
    voiceNote: voice[0] ?? null,
    notes,
    auditTrail,
    queuePosition: position,
    whatsapp,
  };
}

/** A voice note's bytes and type, for the streaming route. */
export async function voiceNoteData(db: Database, preorderId: string) {
  const [row] = await db
    .select({ mimeType: voiceNotes.mimeType, data: voiceNotes.data })
    .from(voiceNotes)
    .where(eq(voiceNotes.preorderId, preorderId));
  return row ?? null;
}
