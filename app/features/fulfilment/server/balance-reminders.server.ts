import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { BALANCE_PAYABLE } from "../../../../db/order-status";
import { preorders } from "../../../../db/schema";
import { enqueueNotification } from "~/features/notifications/server/enqueue.server";
import type { Database } from "~/lib/db.server";
import type { Logger } from "~/lib/logger.server";
import { periodicTask, type BackgroundJob } from "~/lib/periodic-task.server";

/** A buyer whose balance stays unpaid is reminded at most this many times. */
const MAX_BALANCE_REMINDERS = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Its pass counts the reminders queued. */
export type BalanceReminders = BackgroundJob;

export interface BalanceReminderOptions {
  db: Database;
  log: Logger;
  /** Days between the link and the first reminder, and between the two reminders. */
  reminderDays: number;
  intervalMs: number;
  /** Wakes the e-mail worker when reminders were queued. */
  wake: () => void;
}

/**
 * Reminds buyers of an unpaid balance: the first reminder `reminderDays` after the link, the second
 * as long after the first, never a third. Each is a compare-and-set on the order's reminder count
 * in the same transaction as its outbox row (subject "1" or "2"), so two instances running this at
 * once queue each reminder once.
 */
export function createBalanceReminders(o: BalanceReminderOptions): BalanceReminders {
  async function pass(): Promise<number> {
    const due = new Date(Date.now() - o.reminderDays * DAY_MS);
    const candidates = await o.db
      .select({ id: preorders.id, sent: preorders.balanceReminders })
      .from(preorders)
      .where(
        and(
          inArray(preorders.status, [...BALANCE_PAYABLE]),
          lt(preorders.balanceReminders, MAX_BALANCE_REMINDERS),
          sql`coalesce(${preorders.balanceRemindedAt}, ${preorders.balanceRequestedAt}) <= ${due}`,
        ),
      )
      .limit(200);
    let queued = 0;
    for (const { id, sent } of candidates) {
      const won = await o.db.transaction(async (tx) => {
        const updated = await tx
          .update(preorders)
          .set({ balanceReminders: sent + 1, balanceRemindedAt: new Date() })
          .where(
            and(
              eq(preorders.id, id),
              eq(preorders.balanceReminders, sent),
              inArray(preorders.status, [...BALANCE_PAYABLE]),
            ),
          )
          .returning({ id: preorders.id });
        if (updated.length === 0) return false; // paid, or reminded by another instance meanwhile
        await enqueueNotification(tx, {
          kind: "balance_reminder",
          preorderId: id,
          subjectKey: String(sent + 1),
        });
        return true;
      });
      if (won) queued++;
    }
    if (queued > 0) o.wake();
    return queued;
  }

  const task = periodicTask(pass, o.intervalMs, (error: unknown) => {
    o.log.error({ reason: error instanceof Error ? error.name : "unknown" }, "balance reminder pass failed");
    return 0;
  });
  return { start: task.start, stop: task.stop, runOnce: task.run };
}
