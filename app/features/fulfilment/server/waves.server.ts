import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { BALANCE_REQUESTABLE, HOLDS_QUEUE_PLACE, isIn, sqlList } from "../../../../db/order-status";
import { deliveryWaves, preorders, prescriptions } from "../../../../db/schema";
import { audit } from "~/lib/audit-log.server";
import { waveWindow } from "~/lib/delivery-window";
import { enqueueNotification } from "~/features/notifications/server/enqueue.server";
import { applyTransitionIn } from "~/features/orders/server/state-machine.server";
import type { Database, Transaction } from "~/lib/db.server";
import { faultCode } from "~/lib/db-errors.server";
import { orderColumns } from "~/lib/order-reads.server";
import type { OpenWaveForm } from "../console-contract";
import { counted } from "~/lib/plural";

export interface OpenWaveInput extends OpenWaveForm {
  /** Sandbox mode opens waves of test orders only; a live shop, of real ones only. */
  testOrder: boolean;
  operatorEmail: string;
}

export type OpenWaveResult =
  { ok: true; waveId: string; size: number; repeated: boolean } | { ok: false; status: 409; error: string };

/** Rolls an opening back when it would have asked nobody; names the wave that took them, if any. */
class NothingToOpen extends Error {
  constructor(readonly takenBy: { waveId: string; justTaken: boolean } | null) {
    super("nothing to open");
  }
}

/**
 * Opens a delivery wave in one transaction: the wave row, the balance link of each chosen order
 * (the `balance_requested` transition, which queues the balance e-mail itself), a prescription
 * reminder for each one still without a prescription, and the audit rows. Only orders still
 * waiting for their link are picked, and each is moved by compare-and-set, so a retry or a second
 * operator never asks the same buyer twice. The form's key is the wave's id: the same form
 * submitted again answers the wave it opened.
 */
export async function openWave(db: Database, input: OpenWaveInput): Promise<OpenWaveResult> {
  try {
    const size = await db.transaction(async (tx) => {
      // First, so a repeat of this form waits here for the first one and then finds its wave.
      await tx.insert(deliveryWaves).values({
        id: input.idempotencyKey,
        shipDate: input.shipDate,
        testOrder: input.testOrder,
        size: 0,
        openedBy: input.operatorEmail,
      });
      const candidates = await nextInQueue(tx, input);
      const asked: string[] = [];
      for (const id of candidates) {
        const outcome = await applyTransitionIn(tx, {
          preorderId: id,
          event: { type: "balance_requested" },
          source: "operator",
          detail: `wave ${input.idempotencyKey}, ship date ${input.shipDate}`,
          patch: { waveId: input.idempotencyKey },
        });
        // Taken by another wave or link meanwhile: it is someone else's now.
        if (outcome.changed) asked.push(id);
      }
      if (asked.length === 0) throw new NothingToOpen(await takenBy(tx, candidates, input.testOrder));
      await tx
        .update(deliveryWaves)
        .set({ size: asked.length })
        .where(eq(deliveryWaves.id, input.idempotencyKey));
      await setWaveWindows(tx, asked, input.shipDate);
      await remindPrescriptions(tx, asked);
      for (const id of asked) {
        await audit(tx, {
          operatorEmail: input.operatorEmail,
          action: "balance.requested",
          preorderId: id,
          detail: `wave ${input.idempotencyKey}`,
        });
      }
      await audit(tx, {
        operatorEmail: input.operatorEmail,
        action: "wave.opened",
        detail: `wave ${input.idempotencyKey}: ${counted(asked.length, "order")}, ship date ${input.shipDate}, ${input.testOrder ? "test" : "real"} orders`,
      });
      return asked.length;
    });
    return { ok: true, waveId: input.idempotencyKey, size, repeated: false };
  } catch (error) {
    if (error instanceof NothingToOpen) {
      const wave = error.takenBy ? await describeWave(db, error.takenBy.waveId) : null;
      return {
        ok: false,
        status: 409,
        error:
          wave && error.takenBy?.justTaken
            ? `Those orders were just taken by another wave: ${wave}. Nothing else is waiting for its balance link in that range.`
            : `No paid glasses pre-order is waiting for its balance link in that range.${wave ? ` The latest wave is ${wave}.` : ""}`,
      };
    }
    // 23505: this form's wave exists (the key is its primary key).
    if (faultCode(error) !== "23505") throw error;
    const [wave] = await db.select().from(deliveryWaves).where(eq(deliveryWaves.id, input.idempotencyKey));
    if (!wave) throw error;
    return { ok: true, waveId: wave.id, size: wave.size, repeated: true };
  }
}

/**
 * The orders a wave takes, first in the queue first: paid glasses orders of the mode's kind still
 * waiting for their link, the next `number` of them or every one up to queue position `number`.
 * Positions count every order holding a place, as the buyers' pages show them.
 */
async function nextInQueue(tx: Transaction, input: OpenWaveInput): Promise<string[]> {
  const limit = input.by === "count" ? sql`limit ${input.number}` : sql``;
  const upTo = input.by === "position" ? sql`and q.position <= ${input.number}` : sql``;
  const result = await tx.execute<{ id: string }>(sql`
    select q.id from (
      select p.id, p.status, p.wave_id,
        row_number() over (order by p.paid_at, p.id) as position
      from ${preorders} p
      where p.status in ${sql.raw(sqlList(HOLDS_QUEUE_PLACE))} and p.includes_glasses
        and p.test_order = ${input.testOrder}
    ) q
    where q.status in ${sql.raw(sqlList(BALANCE_REQUESTABLE))} and q.wave_id is null ${upTo}
    order by q.position
    ${limit}
  `);
  return (result as { rows: { id: string }[] }).rows.map((r) => r.id);
}

/**
 * Which wave the loser of two openings is told about: the wave of the orders it wanted, when
 * another operator's took them while this one waited for their rows (`justTaken`); otherwise the
 * newest wave of this mode (with transactions run one after another, the other took them before
 * this one read the queue).
 */
async function takenBy(
  tx: Transaction,
  candidates: string[],
  testOrder: boolean,
): Promise<{ waveId: string; justTaken: boolean } | null> {
  if (candidates.length > 0) {
    const [taken] = await tx
      .select({ waveId: preorders.waveId })
      .from(preorders)
      .where(inArray(preorders.id, candidates));
    if (taken?.waveId) return { waveId: taken.waveId, justTaken: true };
  }
  const [latest] = await tx
    .select({ id: deliveryWaves.id })
    .from(deliveryWaves)
    .where(and(eq(deliveryWaves.testOrder, testOrder), sql`${deliveryWaves.size} > 0`))
    .orderBy(desc(deliveryWaves.createdAt))
    .limit(1);
  return latest ? { waveId: latest.id, justTaken: false } : null;
}

/** "the wave shipping around 2027-12-10, opened by ops@… at 2027-12-01 10:30 UTC (12 orders)". */
async function describeWave(db: Database, waveId: string): Promise<string | null> {
  const [wave] = await db.select().from(deliveryWaves).where(eq(deliveryWaves.id, waveId));
  if (!wave) return null;
  const at = wave.createdAt.toISOString().slice(0, 16).replace("T", " ");
  return `the wave shipping around ${wave.shipDate}, opened by ${wave.openedBy} at ${at} UTC (${counted(wave.size, "order")})`;
}

/**
 * The wave's ship date is its orders' date: each order's delivery window is set from it (by the
 * country it ships to), in the wave's transaction. The balance e-mail the wave sends names it, so
 * no separate window e-mail is queued.
 */
async function setWaveWindows(tx: Transaction, ids: string[], shipDate: string) {
  const orders = await tx
    .select({ id: preorders.id, country: preorders.country })
    .from(preorders)
    .where(inArray(preorders.id, ids));
  for (const order of orders) {
    const window = waveWindow(shipDate, order.country);
    await tx
      .update(preorders)
      .set({ deliveryWindowStart: window.startsOn, deliveryWindowEnd: window.endsOn })
      .where(eq(preorders.id, order.id));
  }
}

/** One prescription reminder for each glasses order that has no prescription yet. */
async function remindPrescriptions(tx: Transaction, ids: string[]) {
  const given = await tx
    .select({ id: prescriptions.preorderId })
    .from(prescriptions)
    .where(inArray(prescriptions.preorderId, ids));
  const glassesOrders = await tx
    .select({ id: preorders.id })
    .from(preorders)
    .where(and(inArray(preorders.id, ids), eq(preorders.includesGlasses, true)));
  const has = new Set(given.map((g) => g.id));
  for (const order of glassesOrders) {
    if (!has.has(order.id)) {
      await enqueueNotification(tx, { kind: "prescription_reminder", preorderId: order.id });
    }
  }
}

export type BalanceLinkResult =
  { ok: true; message: string } | { ok: false; status: 404 | 409; error: string };

/**
 * The console's single "Send balance link", for an order outside any wave (accessory-only orders
 * have no queue place, so no wave takes them). The same compare-and-set as a wave: a second click
 * finds the link already sent.
 */
export async function sendBalanceLink(
  db: Database,
  input: { preorderId: string; operatorEmail: string },
): Promise<BalanceLinkResult> {
  return db.transaction(async (tx) => {
    const columns = { status: preorders.status, waveId: preorders.waveId };
    const order = await orderColumns(tx, input.preorderId, columns, { lock: true });
    if (!order) return { ok: false, status: 404, error: "No such pre-order" };
    if (order.waveId || !isIn(BALANCE_REQUESTABLE, order.status)) {
      return {
        ok: false,
        status: 409,
        error: `The balance link cannot be sent for an order that is ${order.status.replace("_", " ")}.`,
      };
    }
    const outcome = await applyTransitionIn(tx, {
      preorderId: input.preorderId,
      event: { type: "balance_requested" },
      source: "operator",
      detail: "balance link sent by an operator",
    });
    if (!outcome.changed) return { ok: false, status: 409, error: "The balance link was already sent." };
    await remindPrescriptions(tx, [input.preorderId]);
    await audit(tx, {
      operatorEmail: input.operatorEmail,
      action: "balance.requested",
      preorderId: input.preorderId,
      detail: "single link",
    });
    return { ok: true, message: "Balance link sent. The buyer gets one e-mail with a link to pay." };
  });
}
