import { findProduct } from "~/content/catalogue";
import { PREORDER_PERKS, REFUNDS, SHIPPING } from "~/content/claims";
import { BRAND } from "~/content/site";
import {
  deliveryStatement,
  expectedDeliverySentence,
  windowTitle,
  type DeliveryWindow,
} from "~/lib/delivery-window";
import { formatMoney } from "~/lib/money";
import { orderName } from "~/lib/order-words";
import type { Currency } from "~/lib/regions";
import { supportSentence, type SupportContact } from "~/lib/support-contact";

export interface ConfirmationFacts {
  preorderId: string;
  /** The buyer-facing order reference, e.g. LX-7K3Q9M. */
  reference: string;
  name: string;
  currency: Currency;
  items: { productId: string; quantity: number; lineTotal: number }[];
  subtotal: number;
  bundleDiscount: number;
  total: number;
  bookingPaid: number;
  remaining: number;
  accessoryCredit: number;
  includesGlasses: boolean;
  queuePosition: number | null;
  /** The month deliveries start (DELIVERY_START). */
  deliveryStart: string;
  /** The window that applies to the buyer's place in the queue; null without a place. */
  deliveryWindow: DeliveryWindow | null;
  /** The shipping address as the buyer typed it. */
  address: string;
  support: SupportContact;
  siteUrl: string;
  /** The buyer's order page (see app/features/orders/server/order-links.server.ts). */
  orderUrl: string;
  /** A sandbox payment: no money moved, and the e-mail says so before anything else. */
  testMode: boolean;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export const TEST_NOTICE =
  "TEST ORDER: this pre-order was paid in the sandbox (TEST MODE). No money moved and nothing will ship.";

/** The words of the e-mail, shared by its HTML and plain-text parts so they never disagree. */
export function confirmationWords(f: ConfirmationFacts) {
  const money = (minor: number) => formatMoney(minor, f.currency);
  const what = orderName(f.items.map((i) => i.productId));
  const items = f.items.map((i) => ({
    name: findProduct(i.productId)?.name ?? i.productId,
    quantity: i.quantity,
    price: money(i.lineTotal),
  }));
  const amounts: [string, string][] = [["Subtotal", money(f.subtotal)]];
  if (f.bundleDiscount > 0) amounts.push(["Bundle discount", `−${money(f.bundleDiscount)}`]);
  amounts.push(["Order total", money(f.total)]);
  const payments: [string, string][] = [
    ["Booking paid today", money(f.bookingPaid)],
    ["Remaining, due at delivery", money(f.remaining)],
  ];
  const credit =
    f.includesGlasses && f.accessoryCredit > 0
      ? PREORDER_PERKS.accessoryCredit(money(f.accessoryCredit))
      : null;
  const next = [
    f.deliveryWindow
      ? `${expectedDeliverySentence(f.deliveryWindow)} Your place in the queue is kept for you.`
      : f.includesGlasses
        ? `${deliveryStatement(f.deliveryStart)} Your place in the queue is kept for you.`
        : `${deliveryStatement(f.deliveryStart)} Your accessories ship with them.`,
    `${SHIPPING.balanceLink} ${PREORDER_PERKS.emi}`,
    ...(f.includesGlasses ? [PREORDER_PERKS.prescriptionLenses] : []),
    REFUNDS.bookingRefundable,
  ];
  return {
    what,
    items,
    amounts,
    payments,
    credit,
    next,
    window: f.deliveryWindow ? windowTitle(f.deliveryWindow) : null,
    subject: `Your ${what} pre-order is confirmed (${f.reference})`,
    title: `Your ${what} pre-order is confirmed`,
    intro: `Thank you for pre-ordering with ${BRAND}. We have received your booking payment of ${money(f.bookingPaid)}.`,
    support: supportSentence(f.support, f.reference),
  };
}
