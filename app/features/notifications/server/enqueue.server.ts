import { sql } from "drizzle-orm";
import { outbox, whatsappConsents } from "../../../../db/schema";
import { isWhatsappUpdate } from "~/content/whatsapp";
import type { Database, Transaction } from "~/lib/db.server";
import type { OrderKind, StandaloneKind } from "../kinds";

export type { OrderKind } from "../kinds";

/** A transaction of either engine, or the database itself for a single-statement write. */
export type NotificationWriter = Database | Transaction;

export type NotificationRequest =
  | {
      kind: OrderKind;
      preorderId: string;
      /**
       * What the e-mail is about within the order, for kinds sent more than once per order: a
       * refund's id, the reminder's number ("1", "2"), a delivery window's id, an address
       * change's id. Empty for once-per-order kinds.
       */
      subjectKey?: string;
    }
  | {
      kind: StandaloneKind;
      preorderId?: null;
      /** The request's own id: one e-mail per request. */
      subjectKey: string;
      /** Where it goes; cleared once the row is handled. */
      recipient: string;
    };

/**
 * Queues an e-mail (and, for the updates with a WhatsApp template, its WhatsApp message when the
 * buyer consented) inside the caller's transaction, so it exists if and only if what caused it
 * commits; the outbox worker sends it afterwards, retrying until delivered. Idempotent: the same
 * kind, order and subject is queued once (a unique index), and the answer says whether this call
 * queued it. Callers pass ids only; notifications loads what the e-mail says when it is sent.
 */
export async function enqueueNotification(
  tx: NotificationWriter,
  request: NotificationRequest,
): Promise<boolean> {
  const inserted = await tx
    .insert(outbox)
    .values({
      kind: request.kind,
      preorderId: request.preorderId ?? null,
      subjectKey: request.subjectKey ?? "",
      recipient: "recipient" in request ? request.recipient : null,
    })
    .onConflictDoNothing()
    .returning({ id: outbox.id });
  if (request.preorderId && isWhatsappUpdate(request.kind)) {
    // Its WhatsApp message beside it, for a buyer who consented (asked again when it is sent).
    await tx.execute(sql`
      insert into ${outbox} (kind, channel, preorder_id, subject_key)
      select ${request.kind}, 'whatsapp', ${whatsappConsents.preorderId}, ${request.subjectKey ?? ""}
      from ${whatsappConsents}
      where ${whatsappConsents.preorderId} = ${request.preorderId} and ${whatsappConsents.optedOutAt} is null
      on conflict do nothing`);
  }
  return inserted.length > 0;
}
