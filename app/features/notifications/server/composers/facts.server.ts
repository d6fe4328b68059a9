import { itemsOf } from "~/lib/order-reads.server";
import type { NotificationContext } from "../context.server";
import { shipDateOf } from "../load.server";
import type { BalanceDueFacts } from "../templates/balance";
import type { OrderAlertFacts } from "../templates/staff-alerts";
import { buyerFacts, offersEmi, staffFacts, type PreorderRow } from "./shared.server";
import { payByWords } from "~/lib/pay-by";
import { deliveryWindowFor } from "~/lib/delivery-window.server";

/** What several e-mails read about an order beyond its own row. */

/** The lines booked with the order, without those added at the balance payment. */
export async function bookedItems(ctx: NotificationContext, p: PreorderRow) {
  return (await itemsOf(ctx.db, p.id)).filter((i) => !i.addedAtBalance);
}

/** The money facts of the staff alerts about a booking (paid, in review, cancelled). */
export async function orderAlertFacts(ctx: NotificationContext, p: PreorderRow): Promise<OrderAlertFacts> {
  return {
    ...staffFacts(ctx, p),
    currency: p.currency,
    country: p.country,
    includesGlasses: p.includesGlasses,
    items: await itemsOf(ctx.db, p.id),
    booking: p.preorderAmount,
    remaining: p.remainingAmount,
  };
}

/** What the balance link and both its reminders say. */
export async function balanceDueFacts(ctx: NotificationContext, p: PreorderRow): Promise<BalanceDueFacts> {
  return {
    ...buyerFacts(ctx, p),
    items: await bookedItems(ctx, p),
    total: p.totalAmount,
    bookingPaid: p.preorderAmount,
    remaining: p.remainingAmount,
    accessoryCredit: p.includesGlasses ? p.accessoryCredit : 0,
    shipDate: await shipDateOf(ctx.db, p.waveId),
    window: (await deliveryWindowFor(ctx.db, p.id, ctx.deliveryStart))?.window ?? null,
    payBy: p.balanceRequestedAt ? payByWords(p.balanceRequestedAt, ctx.balanceDueDays, ctx.timeZone) : null,
    emi: offersEmi(p),
  };
}
