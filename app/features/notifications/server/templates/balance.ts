import { expectedDeliverySentence, type DeliveryWindow } from "~/lib/delivery-window";
import { formatMoney } from "~/lib/money";
import type { Block, EmailContent, LineRow } from "../email/content";
import { formatDate } from "../format";
import { BALANCE, BALANCE_DUE, BALANCE_RECEIVED, BALANCE_REMINDER } from "../words";
import { itemRows, orderEmail, referenceBox, referenceEmail, type BuyerFacts, type ItemFact } from "./common";

export interface BalanceDueFacts extends BuyerFacts {
  items: ItemFact[];
  total: number;
  bookingPaid: number;
  remaining: number;
  /** The accessory credit of a glasses order (0 otherwise). */
  accessoryCredit: number;
  /** The wave's expected ship date (`YYYY-MM-DD`), when the order is in one. */
  shipDate: string | null;
  /** The delivery window the order was told (its wave's, once in one); null without a queue place. */
  window: DeliveryWindow | null;
  /** The day the balance is due ("15 December 2026"), once its link went out. */
  payBy: string | null;
  /** EMI is offered at checkout (India, rupees). */
  emi: boolean;
}

export interface BalanceReminderFacts extends BalanceDueFacts {
  /** 1 or 2: the second is the last. */
  reminder: number;
  /** When the balance link went out (`YYYY-MM-DD`). */
  requestedOn: string | null;
}

/** What is left to pay, the credit, how to pay and the button: shared by the link and its reminders. */
function balanceBlocks(f: BalanceDueFacts): Block[] {
  const money = (minor: number) => formatMoney(minor, f.currency);
  return [
    {
      type: "lines",
      rows: [
        { label: BALANCE_DUE.total, value: money(f.total) },
        { label: BALANCE_DUE.bookingPaid, value: money(f.bookingPaid) },
        { label: BALANCE_DUE.remaining, value: money(f.remaining), strong: true },
      ],
    },
    ...(f.payBy ? [{ type: "paragraph", text: BALANCE_DUE.payBy(f.payBy) } as const] : []),
    ...(f.accessoryCredit > 0
      ? [{ type: "note", text: BALANCE.credit(money(f.accessoryCredit)) } as const]
      : []),
    { type: "paragraph", text: `${BALANCE_DUE.exact} ${BALANCE.how(f.emi)}` },
    referenceBox(f, BALANCE.pay),
  ];
}

/** The balance link, once per order when its wave opens (or an operator sends it singly). */
export function balanceDueEmail(f: BalanceDueFacts): EmailContent {
  return orderEmail(f, BALANCE_DUE, {
    blocks: [
      { type: "paragraph", text: BALANCE_DUE.intro(formatDate(f.shipDate)) },
      ...(f.window ? [{ type: "paragraph", text: expectedDeliverySentence(f.window) } as const] : []),
      ...balanceBlocks(f),
    ],
  });
}

/** A reminder of an unpaid balance: at most two per order. */
export function balanceReminderEmail(f: BalanceReminderFacts): EmailContent {
  return referenceEmail(f, BALANCE_REMINDER, [
    { type: "paragraph", text: BALANCE_REMINDER.intro(formatDate(f.requestedOn)) },
    ...balanceBlocks(f),
    ...(f.reminder >= 2 ? [{ type: "paragraph", text: BALANCE_REMINDER.last } as const] : []),
  ]);
}

export interface BalanceReceivedFacts extends BuyerFacts {
  /** Booked with the pre-order. */
  items: ItemFact[];
  /** Added by the buyer at the balance payment. */
  addedItems: ItemFact[];
  subtotal: number;
  bundleDiscount: number;
  /** The order total as booked. */
  total: number;
  addedTotal: number;
  creditApplied: number;
  bookingPaid: number;
  bookingPaidOn: string | null;
  balancePaid: number;
  balancePaidOn: string;
  /** Processed refunds so far (0 for nearly every order). */
  refunded: number;
  /** A glasses order still without a prescription (or "none needed"). */
  prescriptionMissing: boolean;
}

/** The receipt of the balance: every line and every amount, as the server stored them. */
export function balanceReceivedEmail(f: BalanceReceivedFacts): EmailContent {
  const money = (minor: number) => formatMoney(minor, f.currency);
  const W = BALANCE_RECEIVED;
  const sums: LineRow[] = [{ label: W.subtotal, value: money(f.subtotal) }];
  if (f.bundleDiscount > 0) sums.push({ label: W.bundleDiscount, value: `−${money(f.bundleDiscount)}` });
  sums.push({ label: W.orderTotal, value: money(f.total), strong: true });
  if (f.addedTotal > 0) sums.push({ label: W.addedTotal, value: money(f.addedTotal) });
  if (f.creditApplied > 0) sums.push({ label: W.creditApplied, value: `−${money(f.creditApplied)}` });
  const paid: LineRow[] = [
    {
      label: W.bookingPaid(formatDate(f.bookingPaidOn)),
      value: money(f.bookingPaid),
    },
    { label: W.balancePaid(formatDate(f.balancePaidOn)), value: money(f.balancePaid) },
    { label: W.totalPaid, value: money(f.bookingPaid + f.balancePaid), strong: true },
  ];
  if (f.refunded > 0) paid.push({ label: W.refunded, value: `−${money(f.refunded)}` });
  return referenceEmail(f, W, [
    { type: "paragraph", text: W.intro(money(f.balancePaid)) },
    referenceBox(f),
    { type: "heading", text: W.booked },
    { type: "lines", rows: itemRows(f.items, f.currency, W.ringSize) },
    ...(f.addedItems.length > 0
      ? [
          { type: "heading", text: W.added } as const,
          { type: "lines", rows: itemRows(f.addedItems, f.currency, W.ringSize) } as const,
        ]
      : []),
    { type: "rule" },
    { type: "lines", rows: sums },
    { type: "rule" },
    { type: "lines", rows: paid },
    ...(f.prescriptionMissing ? [{ type: "paragraph", text: W.prescription, tone: "accent" } as const] : []),
    { type: "paragraph", text: W.dispatch },
  ]);
}
