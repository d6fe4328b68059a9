import { whatsappUrl } from "~/lib/env.server";
import { tracking } from "~/lib/carriers";
import type { Block, EmailContent } from "../email/content";
import { formatDate, formatDateRange } from "../format";
import { notYouSentence } from "~/lib/support-contact";
import {
  ADDRESS_CHANGED,
  DELIVERED,
  DISPATCHED,
  ORDER,
  PRESCRIPTION_REMINDER,
  WINDOW_CHANGED,
} from "../words";
import {
  buyerEmail,
  itemRows,
  orderEmail,
  referenceBox,
  referenceEmail,
  type BuyerFacts,
  type ItemFact,
} from "./common";

export interface PrescriptionReminderFacts extends BuyerFacts {
  /** The wave's expected ship date (`YYYY-MM-DD`). */
  shipDate: string | null;
}

/** One reminder, when a wave opens for a glasses order without a prescription. */
export function prescriptionReminderEmail(f: PrescriptionReminderFacts): EmailContent {
  return referenceEmail(f, PRESCRIPTION_REMINDER, [
    { type: "paragraph", text: PRESCRIPTION_REMINDER.intro(formatDate(f.shipDate)) },
    { type: "paragraph", text: PRESCRIPTION_REMINDER.how },
    referenceBox(f, PRESCRIPTION_REMINDER.give),
  ]);
}

interface DateRange {
  /** `YYYY-MM-DD` */
  startsOn: string;
  endsOn: string;
}

export interface WindowChangedFacts extends BuyerFacts {
  window: DateRange;
  /** The window announced before, when known. */
  previous: DateRange | null;
  queuePosition: number | null;
  /** The balance link has not gone out yet, so the e-mail may say when it will. */
  balanceStillToCome: boolean;
}

/** One e-mail per change of the window that applies to the buyer's place in the queue. */
export function windowChangedEmail(f: WindowChangedFacts): EmailContent {
  const range = formatDateRange(f.window.startsOn, f.window.endsOn);
  const previous = f.previous ? formatDateRange(f.previous.startsOn, f.previous.endsOn) : null;
  return buyerEmail(f, {
    subject: WINDOW_CHANGED.subject(f.reference, range),
    title: WINDOW_CHANGED.title,
    blocks: [
      { type: "paragraph", text: WINDOW_CHANGED.intro(range, previous) },
      { type: "highlight", label: ORDER.deliveryWindow, value: range },
      ...(f.queuePosition !== null
        ? [{ type: "paragraph", text: WINDOW_CHANGED.queue(f.queuePosition) } as const]
        : []),
      ...(f.balanceStillToCome ? [{ type: "paragraph", text: WINDOW_CHANGED.balanceLater } as const] : []),
      referenceBox(f),
    ],
  });
}

export interface DispatchedFacts extends BuyerFacts {
  /** As the operator entered it; a listed carrier gets its tracking link. */
  carrier: string;
  trackingNumber: string;
  /** `YYYY-MM-DD`, the shop's calendar. */
  shippedOn: string;
  /** Shipping inside India (transit time; no import duties). */
  inIndia: boolean;
  items: ItemFact[];
  /** Glasses dispatched without the buyer's prescription (an operator's override): plain lenses. */
  plainLenses?: boolean;
}

/** The dispatch e-mail: carrier, tracking number and link, what is in the parcel, who to ask. */
export function dispatchedEmail(f: DispatchedFacts): EmailContent {
  const track = tracking(f.carrier, f.trackingNumber);
  const blocks: Block[] = [
    { type: "paragraph", text: DISPATCHED.intro(track.carrier, formatDate(f.shippedOn)) },
    {
      type: "highlight",
      label: `${track.carrier} · ${DISPATCHED.tracking}`,
      value: f.trackingNumber,
      ...(track.url ? { link: { href: track.url, label: DISPATCHED.track } } : {}),
    },
    ...(track.url ? [] : [{ type: "paragraph", text: DISPATCHED.trackAt(track.carrier) } as const]),
    { type: "paragraph", text: DISPATCHED.transit(f.inIndia) },
    ...(f.plainLenses
      ? [
          { type: "note", text: DISPATCHED.plainLenses } as const,
          { type: "paragraph", text: DISPATCHED.lensesFollow } as const,
        ]
      : []),
    ...(f.inIndia ? [] : [{ type: "paragraph", text: DISPATCHED.duties } as const]),
    { type: "heading", text: ORDER.yourOrder },
    { type: "lines", rows: itemRows(f.items, f.currency) },
    referenceBox(f),
  ];
  return orderEmail(f, DISPATCHED, {
    blocks,
    // Every contact is in the support sentence; WhatsApp, when the shop has it, is one tap away.
    supportLink: f.support.whatsapp
      ? { href: whatsappUrl(f.support.whatsapp), label: DISPATCHED.messageUs }
      : undefined,
  });
}

export interface DeliveredFacts extends BuyerFacts {
  /** `YYYY-MM-DD`, the shop's calendar. */
  deliveredOn: string;
  items: ItemFact[];
}

/** Sent when an operator marks the order delivered. */
export function deliveredEmail(f: DeliveredFacts): EmailContent {
  return orderEmail(f, DELIVERED, {
    blocks: [
      { type: "paragraph", text: DELIVERED.intro(formatDate(f.deliveredOn)) },
      { type: "paragraph", text: DELIVERED.notReceived },
      { type: "paragraph", text: DELIVERED.warranty },
      referenceBox(f),
    ],
  });
}

export interface AddressChangedFacts extends BuyerFacts {
  oldAddress: string;
  oldPhone: string;
  newAddress: string;
  newPhone: string;
  /** `YYYY-MM-DD`, the shop's calendar. */
  changedOn: string;
}

/**
 * One e-mail per correction, to the address the order was booked with: what it was and what it is
 * now, and whom to tell if the buyer did not make it (a forwarded or leaked order link).
 */
export function addressChangedEmail(f: AddressChangedFacts): EmailContent {
  const address = f.oldAddress !== f.newAddress;
  const phone = f.oldPhone !== f.newPhone;
  const shown = (addressText: string, phoneText: string) => [
    ...(address ? addressText.split(/\r?\n/) : []),
    ...(phone ? [ADDRESS_CHANGED.phone(phoneText)] : []),
  ];
  return referenceEmail(f, ADDRESS_CHANGED, [
    {
      type: "paragraph",
      text: ADDRESS_CHANGED.intro(ADDRESS_CHANGED.what(address, phone), formatDate(f.changedOn)),
    },
    { type: "heading", text: ADDRESS_CHANGED.before },
    { type: "verbatim", lines: shown(f.oldAddress, f.oldPhone) },
    { type: "heading", text: ADDRESS_CHANGED.now },
    { type: "verbatim", lines: shown(f.newAddress, f.newPhone) },
    {
      type: "paragraph",
      tone: "accent",
      text: notYouSentence(f.support, f.reference, ADDRESS_CHANGED.notYou),
    },
    referenceBox(f),
  ]);
}
