import type { DatabaseHandle } from "~/lib/db.server";
import { createMailer, type MailMessage, type Mailer } from "~/lib/email/mailer.server";
import type { Env } from "~/lib/env.server";
import { whatsappConfigured, whatsappUpdatesOn } from "~/lib/env-whatsapp";
import type { Logger } from "~/lib/logger.server";
import type { OrderLinks } from "~/lib/order-links.server";
import type { NotificationContext } from "./context.server";
import type { OrderKind, StandaloneKind } from "../kinds";
import { createOutboxWorker, type OutboxRow, type OutboxWorker } from "./outbox-worker.server";
import { sendWhatsappRow } from "./whatsapp/send.server";
import { createWhatsappSender, type WhatsappSender } from "./whatsapp/sender.server";

/** The Cloud API's calls are abandoned after this long and retried by the outbox. */
const WHATSAPP_TIMEOUT_MS = 10_000;

export interface NotificationServices {
  /** SMTP, `.eml` files or memory (tests): see lib/email/mailer.server.ts. */
  mailer: Mailer;
  /** The Cloud API, `[TEST]` files or memory (tests): see whatsapp/sender.server.ts. */
  whatsapp: WhatsappSender;
  /** Sends the outbox's rows: every e-mail the shop sends goes through it. */
  outbox: OutboxWorker;
  start(): void;
  /** Stops the worker (waiting for a pass in progress) and closes the mailer. */
  stop(): Promise<void>;
}

/**
 * Composes the e-mail of a row about no pre-order (a console sign-in link): the feature that
 * enqueues the kind decides whether and to whom it goes; notifications renders it. Null: nothing
 * to send.
 */
export type OutboxHandler = (row: {
  id: string;
  subjectKey: string;
  recipient: string | null;
  createdAt: Date;
}) => Promise<Omit<MailMessage, "id"> | null>;

/**
 * The mailer and the outbox worker, created once at start-up. Kinds about no order come with
 * their handlers from the app's composition (server/app.ts), so notifications imports no feature.
 */
export function createNotificationServices(
  env: Env,
  database: DatabaseHandle,
  log: Logger,
  orderLinks: OrderLinks,
  handlers: Readonly<Record<StandaloneKind, OutboxHandler>>,
): NotificationServices {
  const testMode = env.PAYMENTS_MODE === "sandbox";
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    dataDir: env.DATA_DIR,
    subjectPrefix: testMode ? "[TEST]" : undefined,
  });
  const context: NotificationContext = {
    db: database.db,
    siteUrl: env.PUBLIC_SITE_URL.replace(/\/$/, ""),
    staffEmail: env.STAFF_EMAIL ?? env.SUPPORT_EMAIL,
    support: {
      email: env.SUPPORT_EMAIL,
      phone: env.SUPPORT_PHONE ?? null,
      whatsapp: env.WHATSAPP_NUMBER ?? null,
    },
    testMode,
    orderLinks,
    // SHOP_TIME_ZONE: India's calendar unless the shop names another.
    timeZone: env.SHOP_TIME_ZONE,
    deliveryStart: env.DELIVERY_START,
    whatsappUpdates: whatsappUpdatesOn(env),
    balanceDueDays: env.BALANCE_DUE_DAYS,
  };
  const whatsapp = createWhatsappSender({
    dataDir: env.DATA_DIR,
    cloud: whatsappConfigured(env)
      ? {
          apiBase: env.WHATSAPP_API_BASE,
          phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!,
          accessToken: env.WHATSAPP_ACCESS_TOKEN!,
          timeoutMs: WHATSAPP_TIMEOUT_MS,
        }
      : null,
  });
  const outbox = createOutboxWorker({
    db: database.db,
    mailer,
    log,
    intervalMs: env.OUTBOX_INTERVAL_MS,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    async compose(row: OutboxRow) {
      const handler = (handlers as Readonly<Record<string, OutboxHandler>>)[row.kind];
      if (handler) return handler(row);
      // The renderer (React Email) loads with the first e-mail, not at start-up.
      const { composeOrderEmail } = await import("./compose.server");
      return composeOrderEmail(context, { ...row, kind: row.kind as OrderKind });
    },
    sendWhatsapp: (row) => sendWhatsappRow(context, whatsapp, row),
  });
  return {
    mailer,
    whatsapp,
    outbox,
    start: () => outbox.start(),
    async stop() {
      await outbox.stop();
      mailer.close();
    },
  };
}
