import { outbox } from "../../../../db/schema";
import type { Transaction } from "~/lib/db.server";
import type { OutboxKind } from "../kinds";

export interface Notification {
  kind: OutboxKind;
  /** The order the e-mail is about; null for e-mails about no order (console sign-in links). */
  preorderId: string | null;
  /** What within the order it is about (a refund's id, a window's id); empty for once-per-order kinds. */
  subjectKey?: string;
  /** Where an e-mail about no order goes. */
  recipient?: string;
}

/**
 * Queues e-mails inside the caller's transaction, so they exist if and only if what caused them
 * committed. Each (kind, order, subject) is queued at most once: a repeat is a no-op.
 */
export async function enqueueNotification(tx: Transaction, ...notifications: Notification[]): Promise<void> {
  if (notifications.length === 0) return;
  await tx
    .insert(outbox)
    .values(
      notifications.map((n) => ({
        kind: n.kind,
        preorderId: n.preorderId,
        subjectKey: n.subjectKey ?? "",
        recipient: n.recipient ?? null,
      })),
    )
    .onConflictDoNothing();
}
