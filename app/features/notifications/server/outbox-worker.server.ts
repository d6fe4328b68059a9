import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { outbox, type OutboxChannel, type OutboxKind } from "../../../../db/schema";
import type { Database } from "~/lib/db.server";
import type { MailMessage, Mailer } from "~/lib/email/mailer.server";
import type { Logger } from "~/lib/logger.server";
import { periodicTask } from "~/lib/periodic-task.server";
import { URGENT_KINDS } from "../kinds";

export type DeliveryState = "sent" | "failed" | "pending";

export interface OutboxWorker {
  start(): void;
  stop(): Promise<void>;
  /**
   * Runs a pass that starts after this call (after a transition to paid; tests): a pass already
   * in progress may have read its rows before the caller's were written, so it is waited for,
   * not joined.
   */
  drain(): Promise<void>;
  /** Sends what was just written, now: a pass at once, or one more after the pass in progress. */
  wake(): void;
  /** Tries the confirmation of one pre-order now and says where it stands. */
  deliverFor(preorderId: string): Promise<DeliveryState | null>;
}

/** One outbox row as the worker hands it to the composer. */
export interface OutboxRow {
  id: string;
  kind: OutboxKind;
  channel: OutboxChannel;
  subjectKey: string;
  preorderId: string | null;
  recipient: string | null;
  attempts: number;
  createdAt: Date;
}

/**
 * Writes the e-mail of a row: null when there is nothing to send (the row is then done), a
 * thrown error when it cannot be written yet (the row is retried later).
 */
type ComposeEmail = (row: OutboxRow) => Promise<Omit<MailMessage, "id"> | null>;

export interface OutboxWorkerOptions {
  db: Database;
  mailer: Mailer;
  log: Logger;
  intervalMs: number;
  /** First retry after this long, doubling per attempt up to an hour. */
  retryBaseMs: number;
  compose: ComposeEmail;
  /**
   * Sends a WhatsApp row (composes it, checks consent, records what the Cloud API answered):
   * returns when done or when there is nothing to send, throws to be retried.
   */
  sendWhatsapp(row: OutboxRow): Promise<void>;
}

/** A claimed row is hidden from other workers this long: longer than any send may take. */
const LEASE_MS = 120_000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/**
 * "Due" is judged by the database's clock, the one that stamped `next_attempt_at` when the row
 * was written: the process's clock may run behind it (another host), and even on one host a
 * JavaScript Date drops the microseconds PostgreSQL keeps, so a row drained within the
 * millisecond it was written would look not yet due and wait for the next pass.
 */
const dbNow = sql`now()`;
const dbNowPlus = (ms: number) => sql`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;

const urgentFirst = sql`case when ${outbox.kind} in (${sql.join(
  URGENT_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
)}) then 0 else 1 end`;

/**
 * Sends outbox rows until each is delivered. Rows are claimed by compare-and-set on
 * `next_attempt_at`, so several instances never send the same e-mail at the same time.
 */
export function createOutboxWorker(o: OutboxWorkerOptions): OutboxWorker {
  async function claim(id: string): Promise<boolean> {
    const claimed = await o.db
      .update(outbox)
      .set({ nextAttemptAt: dbNowPlus(LEASE_MS) })
      .where(and(eq(outbox.id, id), isNull(outbox.sentAt), lte(outbox.nextAttemptAt, dbNow)))
      .returning({ id: outbox.id });
    return claimed.length === 1;
  }

  async function send(row: OutboxRow): Promise<boolean> {
    try {
      if (row.channel === "whatsapp") {
        await o.sendWhatsapp(row);
      } else {
        const email = await o.compose(row);
        if (email) await o.mailer.send({ id: row.id, ...email });
      }
      return await markSent(row);
    } catch (error) {
      const attempts = row.attempts + 1;
      const delay = Math.min(o.retryBaseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
      // The error's class and code only: SMTP replies can quote the recipient's address.
      const reason = describeError(error);
      await o.db
        .update(outbox)
        .set({ attempts, lastError: reason, nextAttemptAt: dbNowPlus(delay) })
        .where(eq(outbox.id, row.id))
        .catch(() => {});
      o.log.warn(
        { outboxId: row.id, channel: row.channel, preorderId: row.preorderId, attempts, reason },
        "outbox message failed; will retry",
      );
      return false;
    }
  }

  async function markSent(row: OutboxRow): Promise<true> {
    await o.db
      .update(outbox)
      .set({ sentAt: new Date(), attempts: row.attempts + 1, lastError: null, recipient: null })
      .where(eq(outbox.id, row.id));
    o.log.info(
      { outboxId: row.id, kind: row.kind, channel: row.channel, preorderId: row.preorderId },
      "outbox message sent",
    );
    return true;
  }

  const rowColumns = {
    id: outbox.id,
    kind: outbox.kind,
    channel: outbox.channel,
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
      .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, dbNow)))
      // Urgent kinds first, then oldest first: one pass at most stands before a sign-in link.
      .orderBy(urgentFirst, asc(outbox.nextAttemptAt))
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
    async drain() {
      await task.idle();
      await task.run();
    },
    wake: task.runSoon,
    async deliverFor(preorderId) {
      const read = async () => {
        const [row] = await o.db
          .select({ ...rowColumns, sentAt: outbox.sentAt, lastError: outbox.lastError })
          .from(outbox)
          .where(and(eq(outbox.preorderId, preorderId), eq(outbox.kind, "order_confirmation")));
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
