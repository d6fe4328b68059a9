import { findProduct } from "~/content/catalogue";
import { FIND_ORDERS_PATH } from "~/lib/find-orders";
import { formatMoney } from "~/lib/money";
import { orderName } from "~/lib/order-words";
import type { Currency } from "~/lib/regions";
import { supportSentence, type SupportContact } from "~/lib/support-contact";
import type { Block, EmailContent, LineRow, Link } from "../email/content";
import { greeting, ORDER, STAFF, TEST_NOTICE } from "../words";

/** What every e-mail to a buyer knows about its order and the shop. */
export interface BuyerFacts {
  /** The buyer-facing order reference, e.g. LX-7K3Q9M. */
  reference: string;
  name: string;
  currency: Currency;
  /** The buyer's signed order page (see app/lib/order-links.server.ts). */
  orderUrl: string;
  support: SupportContact;
  siteUrl: string;
  /** A sandbox order: no money moved, and the e-mail says so before anything else. */
  testMode: boolean;
}

/** What every staff alert knows: the reference and the order's console page, never the buyer's details. */
export interface StaffFacts {
  reference: string;
  /** `/admin/preorders/<id>` on this site. */
  consoleUrl: string;
  siteUrl: string;
  testMode: boolean;
}

export interface ItemFact {
  productId: string;
  quantity: number;
  lineTotal: number;
  /** VueRING only (6–12), when chosen. */
  ringSize?: number | null;
}

interface Parts {
  subject: string;
  title: string;
  /** The inbox preview; the first sentence of the e-mail when not given. */
  preview?: string;
  blocks: Block[];
  supportLink?: Link;
}

/** A buyer's e-mail in the shop's layout: greeting, blocks, the order page, support. */
export function buyerEmail(f: BuyerFacts, parts: Parts): EmailContent {
  return {
    subject: parts.subject,
    title: parts.title,
    preview: parts.preview ?? `${f.reference}: ${parts.title}. ${firstSentence(parts.blocks)}`,
    greeting: greeting(f.name),
    blocks: parts.blocks,
    support: supportSentence(f.support, f.reference),
    supportLink: parts.supportLink,
    testNotice: f.testMode ? TEST_NOTICE : undefined,
    siteUrl: f.siteUrl,
    findOrdersUrl: `${f.siteUrl}${FIND_ORDERS_PATH}`,
  };
}

/** A buyer's e-mail whose subject names the order by its reference alone (a reminder, a receipt). */
export function referenceEmail(
  f: BuyerFacts,
  words: { subject: (reference: string) => string; title: string },
  blocks: Block[],
): EmailContent {
  return buyerEmail(f, { subject: words.subject(f.reference), title: words.title, blocks });
}

/** The words of an e-mail about an order's items, whose subject names what was ordered. */
interface OrderWords {
  subject: (what: string, reference: string) => string;
  title: string;
}

/** A buyer's e-mail about the items of an order: the subject names them ("Vue Glass and VueRING"). */
export function orderEmail(
  f: BuyerFacts & { items: ItemFact[] },
  words: OrderWords,
  parts: Pick<Parts, "blocks" | "supportLink">,
): EmailContent {
  const what = orderName(f.items.map((i) => i.productId));
  return buyerEmail(f, { subject: words.subject(what, f.reference), title: words.title, ...parts });
}

/** A staff alert in the same layout: the facts to act on and a button to the order's console page. */
export function staffEmail(f: StaffFacts, parts: Parts): EmailContent {
  return {
    subject: parts.subject,
    title: parts.title,
    preview: parts.preview ?? firstSentence(parts.blocks),
    blocks: [...parts.blocks, consoleButton(f.consoleUrl)],
    testNotice: f.testMode ? TEST_NOTICE : undefined,
    siteUrl: f.siteUrl,
  };
}

const consoleButton = (href: string): Block => ({
  type: "button",
  link: { href, label: STAFF.openInConsole, textLabel: "Console" },
});

/** The order reference in large type, with the button to the order page. */
export const referenceBox = (f: BuyerFacts, label: string = ORDER.viewOrder): Block => ({
  type: "highlight",
  label: ORDER.reference,
  value: f.reference,
  link: { href: f.orderUrl, label, textLabel: ORDER.orderPage },
});

const productName = (productId: string) => findProduct(productId)?.name ?? productId;

/** "VueRING (size 8) × 2: ₹9,998" rows. */
export function itemRows(items: readonly ItemFact[], currency: Currency, size = (n: number) => `size ${n}`) {
  return items.map((i): LineRow => ({
    label: `${productName(i.productId)}${i.ringSize ? ` (${size(i.ringSize)})` : ""} × ${i.quantity}`,
    value: formatMoney(i.lineTotal, currency),
  }));
}

function firstSentence(blocks: readonly Block[]): string {
  const first = blocks.find((b) => b.type === "paragraph");
  return first?.type === "paragraph" ? first.text : "";
}
