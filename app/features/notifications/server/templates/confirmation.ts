import { PREORDER_PERKS } from "~/content/claims";
import { countryName } from "~/content/countries";
import { formatMoney } from "~/lib/money";
import { orderName } from "~/lib/order-words";
import type { Block, EmailContent } from "../email/content";
import { formatDateRange } from "../format";
import { BALANCE, CONFIRMATION, ORDER } from "../words";
import { buyerEmail, itemRows, referenceBox, type BuyerFacts, type ItemFact } from "./common";

export interface ConfirmationFacts extends BuyerFacts {
  preorderId: string;
  items: ItemFact[];
  subtotal: number;
  bundleDiscount: number;
  total: number;
  bookingPaid: number;
  remaining: number;
  accessoryCredit: number;
  includesGlasses: boolean;
  queuePosition: number | null;
  /** The delivery window that applies to this buyer's place in the queue, when one is known. */
  deliveryWindow?: { startsOn: string; endsOn: string } | null;
  /** DELIVERY_START: the month deliveries begin, said when no window is known yet. */
  deliveryStart: string;
  /** The shipping address as the buyer typed it. */
  address: string;
  /** The country it ships to (ISO code), said by name under the address. */
  country: string;
  /** EMI is offered at the balance payment (India, rupees). */
  emi: boolean;
  /** The buyer asked for WhatsApp updates and the shop sends them: the e-mail says so. */
  whatsappUpdates?: boolean;
}

/** The order confirmation, sent once the booking is paid. */
export function confirmationEmail(f: ConfirmationFacts): EmailContent {
  const money = (minor: number) => formatMoney(minor, f.currency);
  const what = orderName(f.items.map((i) => i.productId));
  const amounts = [{ label: "Subtotal", value: money(f.subtotal) }];
  if (f.bundleDiscount > 0) amounts.push({ label: "Bundle discount", value: `−${money(f.bundleDiscount)}` });
  const credit =
    f.includesGlasses && f.accessoryCredit > 0
      ? PREORDER_PERKS.accessoryCredit(money(f.accessoryCredit))
      : null;
  const next = [
    f.includesGlasses
      ? CONFIRMATION.queueKept(f.deliveryStart)
      : CONFIRMATION.accessoriesShip(f.deliveryStart),
    `${BALANCE.link} ${BALANCE.how(f.emi)}`,
    ...(f.includesGlasses ? [CONFIRMATION.prescription] : []),
    CONFIRMATION.refundable,
    ...(f.whatsappUpdates ? [CONFIRMATION.whatsapp] : []),
  ];
  const blocks: Block[] = [
    { type: "paragraph", text: CONFIRMATION.intro(money(f.bookingPaid)) },
    referenceBox(f),
    ...(f.queuePosition !== null
      ? [{ type: "highlight", label: ORDER.queuePlace, value: `#${f.queuePosition}` } as const]
      : []),
    ...(f.deliveryWindow
      ? [
          {
            type: "highlight",
            label: ORDER.deliveryWindow,
            value: formatDateRange(f.deliveryWindow.startsOn, f.deliveryWindow.endsOn),
          } as const,
        ]
      : []),
    { type: "heading", text: ORDER.yourOrder },
    { type: "lines", rows: itemRows(f.items, f.currency) },
    { type: "rule" },
    {
      type: "lines",
      rows: [...amounts, { label: "Order total", value: money(f.total), strong: true }],
    },
    { type: "rule" },
    {
      type: "lines",
      rows: [
        { label: CONFIRMATION.bookingPaid, value: money(f.bookingPaid), strong: true },
        { label: CONFIRMATION.remaining, value: money(f.remaining), strong: true },
      ],
    },
    ...(credit ? [{ type: "note", text: credit } as const] : []),
    { type: "heading", text: ORDER.shippingTo },
    { type: "verbatim", lines: [f.name, ...f.address.split(/\r?\n/), countryName(f.country)] },
    { type: "heading", text: ORDER.whatNext },
    { type: "steps", items: next },
  ];
  return buyerEmail(f, {
    subject: CONFIRMATION.subject(what, f.reference),
    title: CONFIRMATION.title(what),
    blocks,
  });
}
