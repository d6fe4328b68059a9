import { outbox } from "../../../../db/schema";
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
 * Queues an e-mail inside the caller's transaction, so it exists if and only if what caused it
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
  return inserted.length > 0;
}
