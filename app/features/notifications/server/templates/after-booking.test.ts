import { expect, test } from "vitest";
import type { EmailContent } from "../email/content";
import { renderEmail } from "../email/render.server";
import { expectEmail, type Expected } from "./expect-email";
import { buyer } from "./fixtures";
import { orderLinksEmail } from "./order-links";
import { cancelledEmail } from "./refund";

const links = orderLinksEmail({
  siteUrl: "https://luxid.test",
  orders: [
    {
      reference: "LX-7K3Q9M",
      placedOn: "2027-03-02",
      status: "Booking paid",
      url: "https://luxid.test/orders/LX-7K3Q9M?t=abc",
    },
    {
      reference: "LX-2B4C6D",
      placedOn: "2027-02-11",
      status: "Refunded",
      url: "https://luxid.test/orders/LX-2B4C6D?t=def",
    },
  ],
});

test.each<[string, EmailContent, Expected]>([
  [
    "cancelled with money paid: the refund's amount, that it has started, and when it arrives",
    cancelledEmail({ ...buyer, refund: 560_000 }),
    {
      subject: "Your Luxid pre-order LX-7K3Q9M is cancelled",
      says: [
        "We have cancelled pre-order LX-7K3Q9M.",
        "The refund of ₹5,600, everything you paid, has started. It reaches the card or account you paid with within 7–10 business days",
        "Its place in the delivery queue is released.",
        "Lost an order link? Find my orders: https://luxid.test/find-my-orders",
      ],
      links: ["https://luxid.test/find-my-orders"],
    },
  ],
  [
    "cancelled before any payment: nothing to refund, and no amount",
    cancelledEmail({ ...buyer, refund: 0 }),
    { says: ["Nothing was paid for this pre-order, so there is nothing to refund."], saysNot: ["₹"] },
  ],
  [
    "order links: one working link per order, newest first, and no footer pointing back to itself",
    links,
    {
      subject: "Your Luxid order links",
      says: [
        "Here are all 2 of them",
        "Placed 2 March 2027 · Booking paid: LX-7K3Q9M",
        "Open the order: https://luxid.test/orders/LX-7K3Q9M?t=abc",
        "Open the order: https://luxid.test/orders/LX-2B4C6D?t=def",
      ],
      links: ["https://luxid.test/orders/LX-7K3Q9M?t=abc", "https://luxid.test/orders/LX-2B4C6D?t=def"],
      saysNot: ["Find my orders"],
    },
  ],
  [
    "one order's link is said in the singular",
    orderLinksEmail({
      siteUrl: "https://luxid.test",
      orders: [
        {
          reference: "LX-7K3Q9M",
          placedOn: "2027-03-02",
          status: "Booking paid",
          url: "https://luxid.test/orders/LX-7K3Q9M?t=abc",
        },
      ],
    }),
    { says: ["You asked for the link to your order. Here it is"], saysNot: ["all 1", "1 orders"] },
  ],
])("%s", async (_, email, expected) => {
  expectEmail(await renderEmail(email), expected);
});

test("the cancellation e-mail escapes the buyer's name", async () => {
  const { html } = await renderEmail(cancelledEmail({ ...buyer, refund: 560_000 }));
  expect(html).not.toContain("<script>");
});
