import { and, asc, eq, isNull, lte } from "drizzle-orm";
import { outbox, preorders } from "../../../../db/schema";
import type { Database } from "~/lib/db.server";
import { itemsOf } from "./preorder-items.server";
import type { Logger } from "~/lib/logger.server";
import { periodicTask } from "~/lib/periodic-task.server";
import { CONFIRMATION_EMAIL, queuePosition } from "~/features/payments/server/state-machine.server";
import {
  composeNotification,
  NOTIFICATION_KINDS,
  type NotificationContext,
} from "~/features/orders/server/notification-emails.server";
import type { OrderLinks } from "~/features/orders/server/order-links.server";
import type { SupportContact } from "~/lib/support-contact";
import { deliveryWindowFor } from "~/lib/delivery-window.server";
import type { MailMessage, Mailer } from "~/lib/email/mailer.server";

export type DeliveryState = "sent" | "failed" | "pending";

export interface OutboxWorker {
  start(): void;
  stop(): Promise<void>;
  /** Runs one pass now (after a transition to paid; tests). */
  drain(): Promise<void>;
  /** Sends what was just written, now: a pass at once, or one more after the pass in progress. */
  wake(): void;
  /** Tries the confirmation of one pre-order now and says where it stands. */
  deliverFor(preorderId: string): Promise<DeliveryState | null>;
}

export interface OutboxWorkerOptions {
  db: Database;
  mailer: Mailer;
  log: Logger;
  intervalMs: number;
  /** First retry after this long, doubling per attempt up to an hour. */
  retryBaseMs: number;
  support: SupportContact;
  siteUrl: string;
  /** Sandbox payments: e-mails say they are tests. */
  testMode: boolean;
  /** Staff alerts go here. */
  staffEmail: string;
  orderLinks: OrderLinks;
  /** The month deliveries start (DELIVERY_START): the window of buyers the console set none for. */
  deliveryStart: string;
  /** Kinds of e-mail about no pre-order, each composed by its own feature (console sign-in links). */
  handlers?: Readonly<Record<string, OutboxHandler>>;
}

interface OutboxRow {
  id: string;
  kind: string;
  subjectKey: string;
  preorderId: string | null;
  recipient: string | null;
  attempts: number;
  createdAt: Date;
}

/** Composes the e-mail of a row about no pre-order; null when there is nothing to send. */
export type OutboxHandler = (row: {
  id: string;
  subjectKey: string;
  recipient: string | null;
  createdAt: Date;
}) => Promise<Omit<MailMessage, "id"> | null>;

/** A claimed row is hidden from other workers this long: longer than any send may take. */
const LEASE_MS = 120_000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/**
 * Sends outbox rows until each is delivered. Rows are claimed by compare-and-set on
 * `next_attempt_at`, so several instances never send the same e-mail at the same time.
 */
export function createOutboxWorker(o: OutboxWorkerOptions): OutboxWorker {
  async function claim(id: string): Promise<boolean> {
    const now = new Date();
    const claimed = await o.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(and(eq(outbox.id, id), isNull(outbox.sentAt), lte(outbox.nextAttemptAt, now)))
      .returning({ id: outbox.id });
    return claimed.length === 1;
  }

  const notificationContext: NotificationContext = {
    db: o.db,
    siteUrl: o.siteUrl,
    staffEmail: o.staffEmail,
    support: o.support,
    testMode: o.testMode,
    orderLinks: o.orderLinks,
  };

  async function send(row: OutboxRow): Promise<boolean> {
    try {
      const handler = o.handlers?.[row.kind];
      if (handler) {
        const email = await handler(row);
        if (email) await o.mailer.send({ id: row.id, ...email });
        return await markSent(row);
      }
      if (!row.preorderId) throw new Error("pre-order missing");
      const [p] = await o.db.select().from(preorders).where(eq(preorders.id, row.preorderId));
      if (!p) throw new Error("pre-order missing");
      const items = await itemsOf(o.db, p.id);
      if (NOTIFICATION_KINDS.has(row.kind)) {
        const { to, ...email } = await composeNotification(notificationContext, row, p, items);
        await o.mailer.send({ id: row.id, to, ...email });
        return await markSent(row);
      }
      if (row.kind !== CONFIRMATION_EMAIL) throw new Error(`unknown outbox kind`);
      // The e-mail renderer (React Email and its highlighter) loads on the first confirmation,
      // not at start-up.
      const { renderConfirmation } = await import("~/features/payments/server/confirmation-email.server");
      const email = await renderConfirmation({
        preorderId: p.id,
        reference: p.reference,
        name: p.name,
        currency: p.currency,
        items,
        subtotal: p.subtotalAmount,
        bundleDiscount: p.bundleDiscount,
        total: p.totalAmount,
        bookingPaid: p.preorderAmount,
        remaining: p.remainingAmount,
        accessoryCredit: p.accessoryCredit,
        includesGlasses: p.includesGlasses,
        queuePosition: await queuePosition(o.db, p.id),
        deliveryStart: o.deliveryStart,
        deliveryWindow: (await deliveryWindowFor(o.db, p.id, o.deliveryStart))?.window ?? null,
        address: p.address,
        support: o.support,
        siteUrl: o.siteUrl,
        orderUrl: o.orderLinks.url(p.reference),
        testMode: o.testMode,
      });
      // Only ever to the address stored on the pre-order.
      await o.mailer.send({ id: row.id, to: p.email, ...email });
      return await markSent(row);
    } catch (error) {
      const attempts = row.attempts + 1;
      const delay = Math.min(o.retryBaseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
      // The error's class and code only: SMTP replies can quote the recipient's address.
      const reason = describeError(error);
      await o.db
        .update(outbox)
        .set({ attempts, lastError: reason, nextAttemptAt: new Date(Date.now() + delay) })
        .where(eq(outbox.id, row.id))
        .catch(() => {});
      o.log.warn(
        { outboxId: row.id, preorderId: row.preorderId, attempts, reason },
        "outbox e-mail failed; will retry",
      );
      return false;
    }
  }

  async function markSent(row: OutboxRow): Promise<true> {
    await o.db
      .update(outbox)
      .set({ sentAt: new Date(), attempts: row.attempts + 1, lastError: null, recipient: null })
      .where(eq(outbox.id, row.id));
    o.log.info({ outboxId: row.id, kind: row.kind, preorderId: row.preorderId }, "outbox e-mail sent");
    return true;
  }

  const rowColumns = {
    id: outbox.id,
    kind: outbox.kind,
    subjectKey: outbox.subjectKey,
    preorderId: outbox.preorderId,
    recipient: outbox.recipient,
    attempts: outbox.attempts,
    createdAt: outbox.createdAt,
  };

  async function pass() {
    const due = await o.db
      .select(rowColumns)
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, new Date())))
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(20);
    for (const row of due) {
      if (await claim(row.id)) await send(row);
    }
  }

  const task = periodicTask(pass, o.intervalMs, (error: unknown) =>
    o.log.error({ reason: describeError(error) }, "outbox pass failed"),
  );

  return {
    start: task.start,
    stop: task.stop,
    drain: task.run,
    wake: task.runSoon,
    async deliverFor(preorderId) {
      const read = async () => {
        const [row] = await o.db
          .select({ ...rowColumns, sentAt: outbox.sentAt, lastError: outbox.lastError })
          .from(outbox)
          .where(and(eq(outbox.preorderId, preorderId), eq(outbox.kind, CONFIRMATION_EMAIL)));
        return row;
      };
      await task.idle(); // a pass in progress may be sending this very e-mail
      const row = await read();
      if (!row) return null;
      if (row.sentAt) return "sent";
      if (await claim(row.id)) return (await send(row)) ? "sent" : "failed";
      // This process's worker may have claimed it meanwhile: report the attempt it just made.
      await task.idle();
      const after = (await read()) ?? row;
      if (after.sentAt) return "sent";
      // Another instance holds it, or it waits for its next retry after a failure.
      return after.lastError ? "failed" : "pending";
    },
  };
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return "unknown error";
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? `${error.name} ${code}` : error.name;
}
