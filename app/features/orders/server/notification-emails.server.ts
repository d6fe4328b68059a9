import { eq } from "drizzle-orm";
import { findProduct } from "~/content/catalogue";
import { REFUNDS } from "~/content/claims";
import { BRAND } from "~/content/site";
import { preorders, refunds } from "../../../../db/schema";
import type { Database } from "../../../lib/db.server";
import { formatMoney } from "../../../lib/money";
import { STAFF_PAID_ALERT, STAFF_REVIEW_ALERT } from "~/features/payments/server/state-machine.server";
import type { Currency } from "../../../lib/regions";
import {
  REFUND_EMAIL,
  refundedTotal,
  STAFF_REFUND_FAILED_ALERT,
} from "../../payments/server/refund-settlement.server";
import type { OrderLinks } from "./order-links.server";
import { STAFF_CANCELLATION_ALERT } from "./order-page.server";
import { supportSentence, type SupportContact } from "~/lib/support-contact";
import { TEST_NOTICE } from "~/features/payments/server/confirmation-words.server";

/** Outbox kinds this module writes e-mails for (the confirmation has its own template). */
export const NOTIFICATION_KINDS = new Set([
  REFUND_EMAIL,
  STAFF_PAID_ALERT,
  STAFF_REVIEW_ALERT,
  STAFF_CANCELLATION_ALERT,
  STAFF_REFUND_FAILED_ALERT,
]);

export interface NotificationContext {
  db: Database;
  siteUrl: string;
  staffEmail: string;
  support: SupportContact;
  /** Sandbox payments: the buyer's e-mails say they are tests. */
  testMode: boolean;
  orderLinks: OrderLinks;
}

export interface ComposedEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

type Preorder = typeof preorders.$inferSelect;
type Item = { productId: string; quantity: number; lineTotal: number };

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** Plain paragraphs (and label: value lines) as a simple, readable HTML e-mail. */
function html(title: string, paragraphs: string[]): string {
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 12px;white-space:pre-line">${escapeHtml(p)}</p>`)
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f8fc;font-family:Arial,Helvetica,sans-serif;color:#111728">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
${body}
</div></body></html>`;
}

const itemLines = (items: Item[], currency: Currency) =>
  items.map(
    (i) =>
      `${findProduct(i.productId)?.name ?? i.productId} × ${i.quantity}: ${formatMoney(i.lineTotal, currency)}`,
  );

/** The e-mail for one outbox row of a kind in NOTIFICATION_KINDS. */
export async function composeNotification(
  ctx: NotificationContext,
  row: { kind: string; subjectKey: string },
  p: Preorder,
  items: Item[],
): Promise<ComposedEmail> {
  const currency = p.currency;
  const money = (minor: number) => formatMoney(minor, currency);
  if (row.kind === REFUND_EMAIL) {
    const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.id, row.subjectKey));
    if (!refund) throw new Error("refund missing");
    const total = await refundedTotal(ctx.db, p.id);
    const full = total >= p.preorderAmount;
    const subject = `Refund of ${money(refund.amount)} for your ${BRAND} pre-order ${p.reference}`;
    const paragraphs = [
      ...(ctx.testMode ? [TEST_NOTICE] : []),
      `Hi ${p.name},`,
      `We have refunded ${money(refund.amount)} of your booking payment for pre-order ${p.reference}. It reaches the card or account you paid with within ${REFUNDS.processingDays}.`,
      full
        ? `Your booking of ${money(p.preorderAmount)} is now refunded in full, and your pre-order is cancelled.`
        : `Refunded so far: ${money(total)} of your ${money(p.preorderAmount)} booking. The rest of your pre-order stands.`,
      `Your order page: ${ctx.orderLinks.url(p.reference)}`,
      supportSentence(ctx.support, p.reference),
      `${BRAND} · ${ctx.siteUrl}`,
    ];
    return { to: p.email, subject, text: paragraphs.join("\n\n"), html: html(subject, paragraphs) };
  }

  if (row.kind === STAFF_REFUND_FAILED_ALERT) {
    const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.id, row.subjectKey));
    if (!refund) throw new Error("refund missing");
    const subject = `Refund failed: pre-order ${p.reference} (${money(refund.amount)})`;
    const paragraphs = [
      `The refund of ${money(refund.amount)} for pre-order ${p.reference} failed at the payment gateway (${refund.failureReason ?? "no reason given"}). The buyer's order page says our team will retry it: refund again from the order's console page.`,
      `Console: ${ctx.siteUrl}/admin/preorders/${p.id}`,
    ];
    return { to: ctx.staffEmail, subject, text: paragraphs.join("\n\n"), html: html(subject, paragraphs) };
  }

  // Staff alerts: the facts needed to act, and the reference to find the order in the console.
  // Only the reference, never the buyer's contact details: the console has those.
  const alert = {
    [STAFF_PAID_ALERT]: {
      subject: `Paid pre-order ${p.reference}: ${money(p.preorderAmount)} (${p.country})`,
      lead: `Pre-order ${p.reference} is paid: booking ${money(p.preorderAmount)}, ${money(p.remainingAmount)} due at delivery.`,
    },
    [STAFF_REVIEW_ALERT]: {
      subject: `Needs review: pre-order ${p.reference}`,
      lead: `Pre-order ${p.reference} was parked for review: the captured amount or currency differs from its booking of ${money(p.preorderAmount)}. Check the payment timeline and resolve it.`,
    },
    [STAFF_CANCELLATION_ALERT]: {
      subject: `Cancellation requested: pre-order ${p.reference}`,
      lead: `The buyer of pre-order ${p.reference} asked to cancel it from the order page${p.cancellationReason ? `, saying: "${p.cancellationReason}"` : ""}. Refund from the console once decided.`,
    },
  }[row.kind];
  if (!alert) throw new Error("unknown notification kind");
  const { subject } = alert;
  const paragraphs = [
    alert.lead,
    `Items:\n${itemLines(items, currency).join("\n")}`,
    `Country: ${p.country}${p.includesGlasses ? " · includes the glasses" : ""}`,
    `Find it in the console by its reference: ${ctx.siteUrl}/admin`,
  ];
  return { to: ctx.staffEmail, subject, text: paragraphs.join("\n\n"), html: html(subject, paragraphs) };
}
