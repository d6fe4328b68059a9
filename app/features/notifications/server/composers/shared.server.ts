import { offersEmi as emiOffered } from "~/content/checkout-country";
import { preorders } from "../../../../../db/schema";
import type { EmailContent } from "../email/content";
import { consoleUrl, type NotificationContext } from "../context.server";
import { isoDay } from "../format";
import type { OutboxRow } from "../outbox-worker.server";
import type { BuyerFacts, StaffFacts } from "../templates/common";

export type PreorderRow = typeof preorders.$inferSelect;

/** Who an e-mail about an order goes to: only ever the address stored on it, or staff. */
type Audience = "buyer" | "staff";

export interface Composed {
  to: Audience;
  content: EmailContent;
}

/**
 * Loads what one kind of e-mail says about an order and writes it. Null: the e-mail no longer
 * applies (a reminder for a balance paid meanwhile), so the row is done without sending.
 */
export type OrderComposer = (
  ctx: NotificationContext,
  row: OutboxRow,
  preorder: PreorderRow,
) => Promise<Composed | null>;

export const toBuyer = (content: EmailContent): Composed => ({ to: "buyer", content });
export const toStaff = (content: EmailContent): Composed => ({ to: "staff", content });

/** The facts every buyer's e-mail starts from. */
export const buyerFacts = (ctx: NotificationContext, p: PreorderRow): BuyerFacts => ({
  reference: p.reference,
  name: p.name,
  currency: p.currency,
  orderUrl: ctx.orderLinks.url(p.reference),
  support: ctx.support,
  siteUrl: ctx.siteUrl,
  testMode: ctx.testMode || p.testOrder,
});

export const staffFacts = (ctx: NotificationContext, p: PreorderRow): StaffFacts => ({
  reference: p.reference,
  consoleUrl: consoleUrl(ctx, p.id),
  siteUrl: ctx.siteUrl,
  testMode: ctx.testMode || p.testOrder,
});

/** The shop's calendar date of a moment the order recorded; a missing one is a bug upstream. */
export function dayOf(ctx: NotificationContext, moment: Date | null, what: string): string {
  if (!moment) throw new Error(`${what} missing`);
  return isoDay(moment, ctx.timeZone);
}

/** EMI is what Razorpay Checkout offers Indian cards and banks: rupee orders shipping in India. */
export const offersEmi = (p: PreorderRow) => emiOffered(p.country, p.currency);
