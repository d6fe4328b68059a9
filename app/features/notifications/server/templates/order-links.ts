import type { EmailContent } from "../email/content";
import { ORDER_LINKS } from "../words";
import { formatDate } from "../format";

export interface OrderLinksFacts {
  siteUrl: string;
  /** Newest first. */
  orders: { reference: string; placedOn: string; status: string; url: string }[];
}

/** The buyer's orders on one address, each with its page's link ("Find my orders", the console). */
export function orderLinksEmail(f: OrderLinksFacts): EmailContent {
  return {
    subject: ORDER_LINKS.subject,
    title: ORDER_LINKS.title,
    preview: ORDER_LINKS.intro(f.orders.length),
    blocks: [
      { type: "paragraph", text: ORDER_LINKS.intro(f.orders.length) },
      ...f.orders.map(
        (o) =>
          ({
            type: "highlight",
            label: ORDER_LINKS.order(formatDate(o.placedOn), o.status),
            value: o.reference,
            link: { href: o.url, label: ORDER_LINKS.open },
          }) as const,
      ),
      { type: "paragraph", text: ORDER_LINKS.keep },
    ],
    siteUrl: f.siteUrl,
  };
}
