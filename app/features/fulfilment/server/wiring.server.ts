import type { DatabaseHandle } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import type { Logger } from "~/lib/logger.server";
import type { NotificationServices } from "~/features/notifications/server/wiring.server";
import { createBalanceReminders, type BalanceReminders } from "./balance-reminders.server";

export interface FulfilmentServices {
  /** Reminds buyers of unpaid balances (at most two reminders each). */
  reminders: BalanceReminders;
  start(): void;
  stop(): Promise<void>;
}

/** Reminders are days apart: an hourly look is plenty. */
const REMINDER_INTERVAL_MS = 60 * 60 * 1000;

/** Fulfilment's background work, started and stopped with the app. */
export function createFulfilmentServices(
  env: Env,
  database: DatabaseHandle,
  log: Logger,
  notifications: Pick<NotificationServices, "outbox">,
): FulfilmentServices {
  const reminders = createBalanceReminders({
    db: database.db,
    log,
    reminderDays: env.BALANCE_REMINDER_DAYS,
    intervalMs: REMINDER_INTERVAL_MS,
    wake: () => notifications.outbox.wake(),
  });
  return {
    reminders,
    start: () => reminders.start(),
    stop: () => reminders.stop(),
  };
}
