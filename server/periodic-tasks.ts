import type { AppServices } from "~/context.server";

/**
 * The work that runs on timers beside the requests: the e-mail outbox worker, the payment
 * reconciler, balance reminders and lead retention. Stopping waits for each one's current task.
 */
export function startPeriodicTasks(
  services: Pick<AppServices, "notifications" | "payments" | "fulfilment" | "leadRetention">,
): { stop(): Promise<void> } {
  const { notifications, payments, fulfilment, leadRetention } = services;
  notifications.start();
  payments.start();
  fulfilment.start();
  leadRetention.start();
  return {
    async stop() {
      await fulfilment.stop();
      await leadRetention.stop();
      // Payments before e-mail: what they settle while stopping still reaches the outbox.
      await payments.stop();
      await notifications.stop();
    },
  };
}
