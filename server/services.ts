import type { AppServices } from "~/context.server";
import { islandBoot } from "./island-boot";
import { setDocumentSeller } from "~/features/documents/server/seller.server";
import { createFulfilmentServices } from "~/features/fulfilment/server/wiring.server";
import { createNotificationServices } from "~/features/notifications/server/wiring.server";
import { signInMailHandler } from "~/features/operators/server/sign-in-mail.server";
import { orderLinksMailHandler } from "~/features/order-page/server/find-orders.server";
import { createPaymentServices } from "~/features/payments/server/wiring.server";
import { createLeadRetention } from "~/features/preorder/server/lead-retention.server";
import { serveOnlineBackups } from "~/lib/backup/online.server";
import { openDatabase } from "~/lib/db.server";
import { publicConfig, type Env } from "~/lib/env.server";
import type { Logger } from "~/lib/logger.server";
import { createOrderLinks, loadOrderLinkSecret } from "~/lib/order-links.server";
import { createRateLimiters, type RateLimiters } from "~/lib/rate-limit.server";

/** What `createServices` hands the Express app: the services, the limiters, and how to close them. */
export interface StartedServices {
  services: AppServices;
  rateLimiters: RateLimiters;
  /** Closes the limiters, the backup socket and the database (stop the periodic tasks first). */
  close(): Promise<void>;
}

/**
 * The long-lived services every request shares (the composition of the features), built once at
 * start-up. Their periodic tasks are started by `startPeriodicTasks`, once the app is ready.
 */
export async function createServices(
  env: Env,
  log: Logger,
  options: { databaseSnapshotDir?: string | undefined; serveStatic?: string | undefined },
): Promise<StartedServices> {
  // Every GST document from now on is issued in this shop's name.
  setDocumentSeller(env.SELLER);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    queryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    poolSize: env.DATABASE_POOL_SIZE,
    snapshotDir: options.databaseSnapshotDir,
    onFault: (fault) => log.warn(fault, "database fault"),
    // LOG_LEVEL=trace: every statement, to see what a request costs.
    onQuery: log.isLevelEnabled("trace") ? (sql) => log.trace({ sql }, "query") : undefined,
  });
  // `npm run db:backup` reaches an embedded database only through this process.
  const onlineBackups =
    database.pglite && !env.DATA_DIR.startsWith("memory://")
      ? await serveOnlineBackups(env.DATA_DIR, database.pglite, (code) =>
          log.error({ code }, "backup failed"),
        )
      : undefined;
  if (database.pglite && !onlineBackups && !env.DATA_DIR.startsWith("memory://")) {
    log.warn("DATA_DIR's path is too long for the backup socket: back up with the shop stopped");
  }
  const rateLimiters = await createRateLimiters({
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    disabled: env.RATE_LIMIT_DISABLED,
    log,
  });
  if (env.REDIS_URL && rateLimiters.store === "memory") {
    log.warn("Redis unreachable at start-up: rate limits count per instance until restart");
  }
  const orderLinks = createOrderLinks(
    await loadOrderLinkSecret(database.db, env.ORDER_LINK_SECRET),
    env.PUBLIC_SITE_URL,
  );
  // E-mail is the bottom of the features: the kinds about no order bring their handlers from here.
  const notifications = createNotificationServices(env, database, log, orderLinks, {
    operator_sign_in: signInMailHandler({
      db: database.db,
      operatorEmails: env.OPERATOR_EMAILS,
      siteUrl: env.PUBLIC_SITE_URL.replace(/\/$/, ""),
    }),
    order_links: orderLinksMailHandler({
      db: database.db,
      orderLinks,
      siteUrl: env.PUBLIC_SITE_URL.replace(/\/$/, ""),
    }),
  });
  const services: AppServices = {
    env,
    config: publicConfig(env),
    database,
    log,
    payments: createPaymentServices(env, database, log, orderLinks, notifications.outbox),
    notifications,
    fulfilment: createFulfilmentServices(env, database, log, notifications),
    leadRetention: createLeadRetention({ db: database.db, log }),
    orderLinks,
    islandBoot: islandBoot(env.NODE_ENV, options.serveStatic),
  };
  return {
    services,
    rateLimiters,
    async close() {
      await rateLimiters.close();
      await onlineBackups?.close();
      await database.close();
    },
  };
}
