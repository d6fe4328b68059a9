import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import {
  operatorAuditLog,
  outbox,
  paymentTransitions,
  preorders,
  prescriptions,
  type OutboxKind,
} from "../../db/schema";
import { applyTransition } from "../../app/features/orders/server/state-machine.server";
import { parsePreorderRequest, savePreorder } from "../../app/features/preorder/server/preorders.server";
import { openDatabase, type Database, type DatabaseHandle } from "../../app/lib/db.server";
import { regionForCountry } from "../../app/lib/regions";
import type { TestDatabase } from "./engines";

/*
 * Orders brought to a fulfilment state straight through the services (the transition function,
 * as the gateway and the console drive it), on a database of either engine without an app.
 */

/** Opens the test database (migrated) for the services to write to. */
export function openTestDatabase(db: TestDatabase): Promise<DatabaseHandle> {
  return openDatabase({ databaseUrl: db.env.DATABASE_URL, dataDir: "memory://" });
}

let buyers = 0;

/** What a test order holds: its items (glasses unless said), where it ships, whether it is a test one. */
interface OrderOptions {
  items?: string[];
  testOrder?: boolean;
  /** The shipping address (a Bengaluru one unless said) and country (India unless said). */
  address?: string;
  country?: string;
}

/** A pre-order of `items` (glasses unless said), saved as the API would: not paid yet. */
export async function savedOrder(
  db: Database,
  options: OrderOptions = {},
): Promise<{ id: string; reference: string }> {
  const n = ++buyers;
  const saved = await savePreorder(db, {
    request: parsePreorderRequest({
      name: `Buyer ${n}`,
      email: `buyer${n}@example.com`,
      phone: "+91 98765 43210",
      address: options.address ?? "12 MG Road, Bengaluru 560001",
      ...(options.country ? { country: options.country } : {}),
      items: (options.items ?? ["glasses"]).map((id) =>
        id === "vuering" ? { id, quantity: 1, ringSize: 8 } : { id, quantity: 1 },
      ),
      confirmedWithoutGlasses: !(options.items ?? ["glasses"]).includes("glasses"),
      idempotencyKey: randomUUID(),
      fillMs: 20_000,
    }),
    region: regionForCountry(options.country ?? "IN"),
    testOrder: options.testOrder,
  });
  return { id: saved.id, reference: saved.reference };
}

async function row(db: Database, id: string) {
  const [p] = await db.select().from(preorders).where(eq(preorders.id, id));
  return p!;
}

/** A pre-order whose booking the gateway captured. */
export async function paidOrder(db: Database, options: OrderOptions = {}) {
  const order = await savedOrder(db, options);
  const p = await row(db, order.id);
  const paid = await applyTransition(db, {
    preorderId: order.id,
    event: { type: "payment_captured", amount: p.preorderAmount, currency: p.currency },
    source: "webhook",
  });
  expect(paid).toMatchObject({ changed: true, to: "paid" });
  return order;
}

/** A paid pre-order whose balance was asked and captured: ready to ship. */
export async function balancePaidOrder(
  db: Database,
  options: OrderOptions & { prescription?: boolean } = {},
) {
  const order = await paidOrder(db, options);
  const p = await row(db, order.id);
  expect(
    await applyTransition(db, {
      preorderId: order.id,
      event: { type: "balance_requested" },
      source: "operator",
    }),
  ).toMatchObject({ changed: true, to: "balance_due" });
  const balance = p.remainingAmount;
  expect(
    await applyTransition(db, {
      preorderId: order.id,
      event: { type: "balance_captured", amount: balance, currency: p.currency, expected: balance },
      source: "webhook",
      patch: { balanceAmount: balance },
    }),
  ).toMatchObject({ changed: true, to: "balance_paid" });
  if (options.prescription) await db.insert(prescriptions).values({ preorderId: order.id, kind: "none" });
  return order;
}

/** The order's row as stored. */
export const orderRow = row;

/** Outbox rows of a kind for one order. */
export function mailsOf(db: Database, preorderId: string, kind: OutboxKind) {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.preorderId, preorderId), eq(outbox.kind, kind)));
}

/** The timeline rows that moved an order into `to`. */
export function transitionsInto(db: Database, preorderId: string, to: string) {
  return db
    .select()
    .from(paymentTransitions)
    .where(and(eq(paymentTransitions.preorderId, preorderId), eq(paymentTransitions.toStatus, to as never)));
}

/** The audit rows of one action, for an order or for none. */
export function auditRows(db: Database, action: string, preorderId?: string) {
  return db
    .select()
    .from(operatorAuditLog)
    .where(
      preorderId
        ? and(eq(operatorAuditLog.action, action), eq(operatorAuditLog.preorderId, preorderId))
        : eq(operatorAuditLog.action, action),
    );
}
