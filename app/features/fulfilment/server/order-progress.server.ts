import { eq, sql } from "drizzle-orm";
import { preorders, prescriptions } from "../../../../db/schema";
import { AWAITING_DISPATCH, DISPATCHABLE, isIn } from "../../../../db/order-status";
import { trackingUrl } from "~/lib/carriers";
import type { Database } from "~/lib/db.server";
import { staffStatusLabel } from "~/features/orders/status-labels";
import type { OrderProgress, ProgressStep } from "../shipping-contract";
import { deliveryWindowFor } from "./delivery-windows.server";

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** What the progress reads of an order. */
const progressColumns = {
  id: preorders.id,
  status: preorders.status,
  includesGlasses: preorders.includesGlasses,
  paidAt: preorders.paidAt,
  balanceRequestedAt: preorders.balanceRequestedAt,
  balancePaidAt: preorders.balancePaidAt,
  shippedAt: preorders.shippedAt,
  deliveredAt: preorders.deliveredAt,
  cancelledAt: preorders.cancelledAt,
  carrier: preorders.carrier,
  trackingNumber: preorders.trackingNumber,
  prescriptionOverride: preorders.prescriptionOverride,
  prescriptionGiven: sql<boolean>`exists (select 1 from ${prescriptions} r where r.preorder_id = ${preorders.id})`,
};

/** One order's progress columns, by reference or by id. */
async function loadProgress(db: Database, by: { reference: string } | { id: string }) {
  const [row] = await db
    .select(progressColumns)
    .from(preorders)
    .where("reference" in by ? eq(preorders.reference, by.reference) : eq(preorders.id, by.id));
  return row;
}

type ProgressRow = NonNullable<Awaited<ReturnType<typeof loadProgress>>>;

function steps(p: ProgressRow): ProgressStep[] {
  const shipment =
    p.carrier && p.trackingNumber ? `${p.carrier}, tracking number ${p.trackingNumber}` : undefined;
  const link = p.carrier && p.trackingNumber ? trackingUrl(p.carrier, p.trackingNumber) : null;
  const list: ProgressStep[] = [
    { key: "booked", label: "Booking paid", at: iso(p.paidAt) },
    { key: "balance_link", label: "Balance payment link sent", at: iso(p.balanceRequestedAt) },
    { key: "balance_paid", label: "Balance paid", at: iso(p.balancePaidAt) },
    {
      key: "shipped",
      label: "Shipped",
      at: iso(p.shippedAt),
      ...(shipment ? { detail: shipment } : {}),
      ...(link ? { link } : {}),
    },
    { key: "delivered", label: "Delivered", at: iso(p.deliveredAt) },
  ];
  // A cancelled order shows what happened before, then the cancellation; nothing still to come.
  if (p.cancelledAt)
    return [...list.filter((s) => s.at), { key: "cancelled", label: "Cancelled", at: iso(p.cancelledAt) }];
  return list;
}

/**
 * The fulfilment part of the buyer's order page, from the booking on: each step with its date and
 * the window expected for delivery (until it ships). Null before the booking is paid.
 */
export async function orderProgress(
  db: Database,
  reference: string,
  deliveryStart: string,
): Promise<OrderProgress | null> {
  const p = await loadProgress(db, { reference });
  if (!p?.paidAt) return null;
  const found = isIn(AWAITING_DISPATCH, p.status) ? await deliveryWindowFor(db, p.id, deliveryStart) : null;
  return { steps: steps(p), window: found?.window ?? null };
}

/** What the console's dispatch panel shows and allows for one order. */
export async function dispatchFacts(db: Database, preorderId: string, deliveryStart: string) {
  const p = await loadProgress(db, { id: preorderId });
  if (!p) return null;
  const found = await deliveryWindowFor(db, p.id, deliveryStart);
  return {
    status: p.status,
    statusLabel: staffStatusLabel(p.status),
    includesGlasses: p.includesGlasses,
    prescriptionGiven: p.prescriptionGiven,
    prescriptionOverride: p.prescriptionOverride,
    carrier: p.carrier,
    trackingNumber: p.trackingNumber,
    trackingUrl: p.carrier && p.trackingNumber ? trackingUrl(p.carrier, p.trackingNumber) : null,
    canShip: isIn(DISPATCHABLE, p.status),
    canDeliver: p.status === "shipped",
    window: found,
    steps: steps(p),
  };
}

export type DispatchFacts = NonNullable<Awaited<ReturnType<typeof dispatchFacts>>>;
