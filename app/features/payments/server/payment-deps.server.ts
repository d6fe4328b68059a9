import { eq } from "drizzle-orm";
import { preorders } from "../../../../db/schema";
import type { OrderLinks } from "~/lib/order-links.server";
import type { Database } from "~/lib/db.server";
import type { Logger } from "~/lib/logger.server";
import type { PaymentGateway } from "./gateway";
import type { OutboxWorker } from "~/features/notifications/server/outbox-worker.server";

/** What every payment flow (create, verify, webhook, reconciler, refunds) works with. */
export interface PaymentDeps {
  db: Database;
  gateway: PaymentGateway;
  log: Logger;
  outbox: OutboxWorker;
  orderLinks: OrderLinks;
}

/** The dependencies of the payment flows, from the app's services. */
export function paymentDeps(services: {
  database: { db: Database };
  payments: { gateway: PaymentGateway };
  notifications: { outbox: OutboxWorker };
  log: Logger;
  orderLinks: OrderLinks;
}): PaymentDeps {
  return {
    orderLinks: services.orderLinks,
    db: services.database.db,
    gateway: services.payments.gateway,
    log: services.log,
    outbox: services.notifications.outbox,
  };
}

export type PreorderRow = typeof preorders.$inferSelect;

export async function loadPreorder(db: Database, id: string): Promise<PreorderRow | undefined> {
  const [row] = await db.select().from(preorders).where(eq(preorders.id, id));
  return row;
}

/** Security events: ids and reasons only, never signatures, secrets or card data. */
export function securityEvent(log: Logger, event: string, facts: Record<string, unknown>) {
  log.warn({ security: true, event, ...facts }, `security: ${event}`);
}
