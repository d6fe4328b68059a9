import { formatMoney } from "~/lib/money";
import type { Currency } from "~/lib/regions";
import type { EmailContent } from "../email/content";
import { STAFF } from "../words";
import { itemRows, staffEmail, type ItemFact, type StaffFacts } from "./common";

/**
 * Staff alerts (to STAFF_EMAIL): the facts needed to act and a button to the order's console
 * page. Only the reference, never the buyer's contact details: the console has those.
 */
export interface OrderAlertFacts extends StaffFacts {
  currency: Currency;
  country: string;
  includesGlasses: boolean;
  items: ItemFact[];
  booking: number;
  remaining: number;
}

/** The order's items and country, under every alert about an order's money. */
function orderBlocks(f: OrderAlertFacts) {
  return [
    { type: "heading", text: STAFF.items } as const,
    { type: "lines", rows: itemRows(f.items, f.currency) } as const,
    { type: "paragraph", text: STAFF.country(f.country, f.includesGlasses) } as const,
  ];
}

const money = (f: { currency: Currency }) => (minor: number) => formatMoney(minor, f.currency);

export function staffPaidAlert(f: OrderAlertFacts): EmailContent {
  const m = money(f);
  return staffEmail(f, {
    subject: STAFF.paid.subject(f.reference, m(f.booking), f.country),
    title: `Paid: ${f.reference}`,
    blocks: [
      { type: "paragraph", text: STAFF.paid.lead(f.reference, m(f.booking), m(f.remaining)) },
      ...orderBlocks(f),
    ],
  });
}

export function staffReviewAlert(f: OrderAlertFacts): EmailContent {
  return staffEmail(f, {
    subject: STAFF.review.subject(f.reference),
    title: `Needs review: ${f.reference}`,
    blocks: [
      { type: "paragraph", text: STAFF.review.lead(f.reference, money(f)(f.booking)) },
      ...orderBlocks(f),
    ],
  });
}

export function staffCancellationAlert(f: OrderAlertFacts & { reason: string | null }): EmailContent {
  return staffEmail(f, {
    subject: STAFF.cancellation.subject(f.reference),
    title: `Cancellation requested: ${f.reference}`,
    blocks: [{ type: "paragraph", text: STAFF.cancellation.lead(f.reference, f.reason) }, ...orderBlocks(f)],
  });
}

export interface RefundFailedFacts extends StaffFacts {
  currency: Currency;
  amount: number;
  failureReason: string | null;
}

export function staffRefundFailedAlert(f: RefundFailedFacts): EmailContent {
  const amount = money(f)(f.amount);
  return staffEmail(f, {
    subject: STAFF.refundFailed.subject(f.reference, amount),
    title: `Refund failed: ${f.reference}`,
    blocks: [{ type: "paragraph", text: STAFF.refundFailed.lead(amount, f.reference, f.failureReason) }],
  });
}

export function staffUnexpectedPaymentAlert(f: RefundFailedFacts & { status: string }): EmailContent {
  const amount = money(f)(f.amount);
  return staffEmail(f, {
    subject: STAFF.unexpected.subject(f.reference, amount),
    title: `Payment refunded: ${f.reference}`,
    blocks: [
      { type: "paragraph", text: STAFF.unexpected.lead(amount, f.reference, f.status.replace(/_/g, " ")) },
    ],
  });
}

export interface AddressChangedFacts extends StaffFacts {
  addressChanged: boolean;
  phoneChanged: boolean;
  /** When the buyer saved it, as the shop's calendar names the day. */
  changedOn: string;
}

export function staffAddressChangedAlert(f: AddressChangedFacts): EmailContent {
  const what = STAFF.addressChanged.what(f.addressChanged, f.phoneChanged);
  return staffEmail(f, {
    subject: STAFF.addressChanged.subject(f.reference),
    title: `Address changed: ${f.reference}`,
    blocks: [{ type: "paragraph", text: STAFF.addressChanged.lead(f.reference, what, f.changedOn) }],
  });
}
