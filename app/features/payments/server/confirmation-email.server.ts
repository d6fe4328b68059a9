import { findProduct } from "~/content/catalogue";
import { DELIVERY, PREORDER_PERKS, REFUNDS, SHIPPING } from "~/content/claims";
import { BRAND, PRODUCT } from "~/content/site";
import { formatMoney } from "~/lib/money";
import type { Currency } from "~/lib/regions";

export interface ConfirmationFacts {
  preorderId: string;
  /** The buyer-facing order reference, e.g. LX-7K3Q9M. */
  reference: string;
  name: string;
  currency: Currency;
  items: { productId: string; quantity: number; lineTotal: number }[];
  bundleDiscount: number;
  total: number;
  bookingPaid: number;
  remaining: number;
  accessoryCredit: number;
  includesGlasses: boolean;
  queuePosition: number | null;
  supportEmail: string;
  supportPhone: string;
  siteUrl: string;
  /** The buyer's order page (see app/features/orders/server/order-links.server.ts). */
  orderUrl: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** The order confirmation: items, what was paid and what is due when, queue place, perks, support. */
export function renderConfirmation(f: ConfirmationFacts): RenderedEmail {
  const money = (minor: number) => formatMoney(minor, f.currency);
  const { reference } = f;
  const lines = f.items.map(
    (i) => `${findProduct(i.productId)?.name ?? i.productId} × ${i.quantity}: ${money(i.lineTotal)}`,
  );
  const facts: [string, string][] = [
    ["Booking paid", money(f.bookingPaid)],
    [
      "Remaining",
      `${money(f.remaining)}, due at delivery (${PREORDER_PERKS.emi.replace(/^Pay the balance at delivery, with /, "").replace(/\.$/, "")})`,
    ],
    ["Order total", money(f.total)],
  ];
  if (f.bundleDiscount > 0) facts.push(["Bundle discount", `−${money(f.bundleDiscount)}`]);
  if (f.queuePosition !== null) facts.push(["Your place in the delivery queue", `#${f.queuePosition}`]);
  if (f.accessoryCredit > 0) facts.push(["Accessory credit", money(f.accessoryCredit)]);

  const notes = [
    DELIVERY.statement,
    SHIPPING.balanceLink,
    ...(f.accessoryCredit > 0 ? [`${PREORDER_PERKS.accessoryCredit}.`] : []),
    ...(f.includesGlasses ? [PREORDER_PERKS.prescriptionLenses] : []),
    REFUNDS.bookingRefundable,
  ];
  const support = `Questions? Write to ${f.supportEmail} or call ${f.supportPhone}. We reply within 24 hours.`;
  const subject = `Your ${PRODUCT} pre-order is confirmed (${reference})`;

  const text = [
    `Hi ${f.name},`,
    "",
    `Thank you for pre-ordering with ${BRAND}. We have received your booking payment.`,
    `Order reference: ${reference}`,
    `Your order page: ${f.orderUrl}`,
    "",
    "Items:",
    ...lines.map((l) => `  - ${l}`),
    "",
    ...facts.map(([k, v]) => `${k}: ${v}`),
    "",
    ...notes,
    "",
    support,
    "",
    `${BRAND} · ${f.siteUrl}`,
  ].join("\n");

  const row = ([k, v]: [string, string]) =>
    `<tr><td style="padding:6px 12px 6px 0;color:#555">${escapeHtml(k)}</td><td style="padding:6px 0;font-weight:600">${escapeHtml(v)}</td></tr>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f8fc;font-family:Arial,Helvetica,sans-serif;color:#111728">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px">
<h1 style="font-size:22px;margin:0 0 12px">Your ${escapeHtml(PRODUCT)} pre-order is confirmed</h1>
<p>Hi ${escapeHtml(f.name)},</p>
<p>Thank you for pre-ordering with ${escapeHtml(BRAND)}. We have received your booking payment. Order reference: <strong>${reference}</strong>.</p>
<p><a href="${escapeHtml(f.orderUrl)}">See your order, its status and your place in the queue</a></p>
<h2 style="font-size:16px;margin:20px 0 8px">Items</h2>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>
<table style="border-collapse:collapse;margin:12px 0">${facts.map(row).join("")}</table>
${notes.map((n) => `<p>${escapeHtml(n)}</p>`).join("\n")}
<p style="color:#555">${escapeHtml(support)}</p>
<p style="color:#888;font-size:12px">${escapeHtml(BRAND)} · <a href="${escapeHtml(f.siteUrl)}">${escapeHtml(f.siteUrl)}</a></p>
</div></body></html>`;
  return { subject, text, html };
}
