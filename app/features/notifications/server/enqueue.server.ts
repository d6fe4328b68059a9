import { outbox } from "../../../../db/schema";
import type { Database, Transaction } from "~/lib/db.server";
import type { OutboxKind } from "../kinds";

export type { OutboxKind } from "../kinds";

export interface Notification {
  kind: OutboxKind;
  /** The order the e-mail is about; null for e-mails about no order (console sign-in links). */
  preorderId: string | null;
  /**
   * What within the order it is about, for kinds sent more than once per order: a refund's id,
   * the reminder's number ("1", "2"), a delivery window's id, an address change's id. Empty for
   * once-per-order kinds.
   */
  subjectKey?: string;
  /** Where an e-mail about no order goes; cleared once the row is handled. */
  recipient?: string;
}

/**
 * Queues e-mails inside the caller's transaction, so they exist if and only if what caused them
 * commits; the outbox worker sends them afterwards, retrying until delivered. Each (kind, order,
 * subject) is queued at most once: a repeat is a no-op. Callers pass ids only: notifications
 * loads what an e-mail says when it is sent. Answers how many were newly queued.
 */
export async function enqueueNotification(
  tx: Transaction | Database,
  ...notifications: Notification[]
): Promise<number> {
  if (notifications.length === 0) return 0;
  const queued = await tx
    .insert(outbox)
    .values(
      notifications.map((n) => ({
        kind: n.kind,
        preorderId: n.preorderId,
        subjectKey: n.subjectKey ?? "",
        recipient: n.recipient ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: outbox.id });
  return queued.length;
}
