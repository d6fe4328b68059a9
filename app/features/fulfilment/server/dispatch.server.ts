import { sql } from "drizzle-orm";
import { preorders, prescriptions } from "../../../../db/schema";
import { DISPATCHABLE, isIn } from "../../../../db/order-status";
import { applyTransitionIn } from "~/features/orders/server/state-machine.server";
import type { Transaction } from "~/lib/db.server";
import { deleteBuyerRecordings } from "~/lib/voice-notes.server";
import { staffStatusLabel } from "~/features/orders/status-labels";
import { orderColumns } from "~/lib/order-reads.server";

/*
 * Handing orders to the carrier and recording their delivery, one order at a time, inside the
 * caller's transaction (the console's single forms and the CSV upload share these). The state
 * change goes through the one transition function: it writes the timeline, the date and the
 * buyer's e-mail (order_dispatched, order_delivered) itself.
 */

export interface ShipInput {
  preorderId: string;
  carrier: string;
  trackingNumber: string;
  /** The operator's reason to ship a glasses order without the buyer's prescription. */
  prescriptionOverride?: string | undefined;
}

export type DispatchOutcome =
  | {
      ok: true;
      reference: string;
      /** False when the order already was so (same carrier and tracking number): nothing written. */
      changed: boolean;
      /** True when it shipped without a prescription on the operator's reason. */
      overridden: boolean;
    }
  | {
      ok: false;
      status: 404 | 409;
      field: "preorderId" | "status" | "prescriptionOverride" | "trackingNumber";
      error: string;
      /** The order could ship with an override reason: its prescription is missing. */
      needsOverride?: boolean;
      reference?: string;
    };

/** What dispatch reads of an order, its row locked until the transaction ends. */
function lockOrder(tx: Transaction, preorderId: string) {
  const columns = {
    reference: preorders.reference,
    status: preorders.status,
    includesGlasses: preorders.includesGlasses,
    carrier: preorders.carrier,
    trackingNumber: preorders.trackingNumber,
    prescriptionGiven: sql<boolean>`exists (select 1 from ${prescriptions} r where r.preorder_id = ${preorders.id})`,
  };
  return orderColumns(tx, preorderId, columns, { lock: true });
}

const notFound = { ok: false, status: 404, field: "preorderId", error: "No such pre-order" } as const;

type Refusal = Extract<DispatchOutcome, { ok: false }>;

/** The order exists but is not in a state to take this step. */
const conflict = (field: Refusal["field"], reference: string, error: string): Refusal => ({
  ok: false,
  status: 409,
  field,
  reference,
  error,
});

/**
 * Marks one order shipped with its carrier and tracking number. Only an order whose balance is
 * paid ships; a glasses order without the buyer's prescription ships only with the operator's
 * reason, which is kept on the order. The same shipment recorded again is a no-op.
 */
export async function shipIn(tx: Transaction, input: ShipInput): Promise<DispatchOutcome> {
  const order = await lockOrder(tx, input.preorderId);
  if (!order) return notFound;
  const { reference } = order;
  if (order.status === "shipped" || order.status === "delivered") {
    if (order.carrier === input.carrier && order.trackingNumber === input.trackingNumber) {
      return { ok: true, reference, changed: false, overridden: false };
    }
    return conflict(
      "trackingNumber",
      reference,
      `${reference} already shipped with ${order.carrier ?? "a carrier"} (${order.trackingNumber ?? "no number"})`,
    );
  }
  if (!isIn(DISPATCHABLE, order.status)) {
    return conflict(
      "status",
      reference,
      `${reference} is "${staffStatusLabel(order.status)}": only an order whose balance is paid can ship`,
    );
  }
  const override = input.prescriptionOverride?.trim() || undefined;
  const needsPrescription = order.includesGlasses && !order.prescriptionGiven;
  if (needsPrescription && !override) {
    const error = `${reference} has no prescription yet: give a reason to ship it without one`;
    return { ...conflict("prescriptionOverride", reference, error), needsOverride: true };
  }
  const outcome = await applyTransitionIn(tx, {
    preorderId: input.preorderId,
    event: { type: "ship" },
    source: "operator",
    detail: needsPrescription ? `ship ${input.carrier}, without prescription` : `ship ${input.carrier}`,
    patch: {
      carrier: input.carrier,
      trackingNumber: input.trackingNumber,
      ...(needsPrescription ? { prescriptionOverride: override } : {}),
    },
  });
  if (!outcome.changed) {
    return conflict("status", reference, `${reference} cannot ship: ${outcome.reason}`);
  }
  return { ok: true, reference, changed: true, overridden: needsPrescription };
}

/** Marks one shipped order delivered; an order already delivered is a no-op. */
export async function deliverIn(tx: Transaction, preorderId: string): Promise<DispatchOutcome> {
  const order = await lockOrder(tx, preorderId);
  if (!order) return notFound;
  const { reference } = order;
  if (order.status === "delivered") return { ok: true, reference, changed: false, overridden: false };
  if (order.status !== "shipped") {
    return conflict(
      "status",
      reference,
      `${reference} is "${staffStatusLabel(order.status)}": only a shipped order can be delivered`,
    );
  }
  const outcome = await applyTransitionIn(tx, {
    preorderId,
    event: { type: "deliver" },
    source: "operator",
  });
  // Delivered: the eye prescription and the voice note are not kept past this point.
  if (outcome.changed) await deleteBuyerRecordings(tx, preorderId);
  if (!outcome.changed) {
    return conflict("status", reference, `${reference} cannot be delivered: ${outcome.reason}`);
  }
  return { ok: true, reference, changed: true, overridden: false };
}
