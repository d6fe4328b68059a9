import { expect, test } from "vitest";
import type { EmailContent } from "../email/content";
import { renderEmail } from "../email/render.server";
import { expectEmail, type Expected } from "./expect-email";
import { buyer } from "./fixtures";
import {
  deliveredEmail,
  dispatchedEmail,
  prescriptionReminderEmail,
  windowChangedEmail,
  type DispatchedFacts,
  type WindowChangedFacts,
} from "./fulfilment";

const dispatched: DispatchedFacts = {
  ...buyer,
  carrier: "bluedart",
  trackingNumber: "81234567890",
  shippedOn: "2027-10-03",
  inIndia: true,
  items: [
    { productId: "glasses", quantity: 1, lineTotal: 2_799_900 },
    { productId: "vuering", quantity: 1, lineTotal: 499_900, ringSize: 9 },
  ],
};
const blueDartLink =
  "https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=81234567890";

const windowChanged: WindowChangedFacts = {
  ...buyer,
  window: { startsOn: "2027-09-25", endsOn: "2027-10-10" },
  previous: { startsOn: "2027-09-15", endsOn: "2027-09-30" },
  queuePosition: 12,
  balanceStillToCome: true,
};

const delivered = deliveredEmail({ ...buyer, deliveredOn: "2027-10-07", items: dispatched.items });

// One row an e-mail: the case, the e-mail built from its facts, and what the buyer must (not) read.
test.each<[string, EmailContent, Expected]>([
  [
    "dispatch: carrier by its own name, tracking number and link, transit, items, every contact",
    dispatchedEmail(dispatched),
    {
      subject: "Your Vue Glass and VueRING are on their way (LX-7K3Q9M)",
      says: [
        "We dispatched your order with Blue Dart on 3 October 2027.",
        "Blue Dart · Tracking number: 81234567890",
        `Track your parcel: ${blueDartLink}`,
        "It usually arrives 3–5 business days after dispatch.",
        "VueRING (size 9) × 1: ₹4,999",
        "Write to care@luxid.test, call +91 80 4718 2200, or message us on WhatsApp at +91 98450 12345",
        "Message us on WhatsApp: https://wa.me/919845012345",
      ],
      links: [blueDartLink, "https://wa.me/919845012345"],
      saysNot: ["duties", "plain lenses"],
    },
  ],
  [
    "glasses dispatched without the prescription: plain lenses, and how the free lenses follow",
    dispatchedEmail({ ...dispatched, items: dispatched.items.slice(0, 1), plainLenses: true }),
    {
      subject: "Your Vue Glass is on its way (LX-7K3Q9M)",
      says: [
        "Your glasses shipped with plain lenses, because we did not have your prescription when they left.",
        "send your prescription (a photo of it, or its numbers) to our support team within 90 days of delivery",
      ],
    },
  ],
  [
    "an unlisted carrier is named as typed, without a link; abroad, the duties are said",
    dispatchedEmail({
      ...dispatched,
      carrier: "Shree Couriers",
      inIndia: false,
      support: { ...buyer.support, phone: null, whatsapp: null },
    }),
    {
      says: [
        "with Shree Couriers on 3 October 2027",
        "Track it on Shree Couriers's website with this number.",
        "7–14 days after dispatch",
        "Import duties and taxes of your country",
      ],
      saysNot: ["Track your parcel", "WhatsApp", "wa.me"],
    },
  ],
  [
    "a new delivery window: the dates with a year, the queue place, the balance still to come",
    windowChangedEmail(windowChanged),
    {
      subject: "New delivery window for pre-order LX-7K3Q9M: 25 September – 10 October 2027",
      says: [
        "is now 25 September – 10 October 2027 (it was 15–30 September 2027)",
        "Expected delivery: 25 September – 10 October 2027",
        "#12",
        "1–2 weeks before dispatch",
      ],
    },
  ],
  [
    "a window change after the balance link says nothing about a link to come",
    windowChangedEmail({ ...windowChanged, previous: null, queuePosition: null, balanceStillToCome: false }),
    { says: ["is now 25 September – 10 October 2027."], saysNot: ["queue", "We e-mail you a link"] },
  ],
  [
    "the prescription reminder says how to give it, before dispatch, and links the order page",
    prescriptionReminderEmail({ ...buyer, shipDate: "2027-09-20" }),
    {
      subject: "Your prescription for pre-order LX-7K3Q9M, before dispatch",
      says: [
        "expected to ship around 20 September 2027",
        "SPH, CYL, AXIS, ADD and PD",
        "photo or PDF",
        "tell us you need none",
      ],
      html: ["Give your prescription"],
    },
  ],
  [
    "delivered: the date, what to do if it has not arrived, the warranty",
    delivered,
    {
      subject: "Delivered: your Vue Glass and VueRING pre-order LX-7K3Q9M",
      says: [
        "Your order was delivered on 7 October 2027.",
        "If it has not reached you, tell us straight away.",
        "1-year warranty",
      ],
    },
  ],
])("%s", async (_, email, expected) => {
  expectEmail(await renderEmail(email), expected);
});

test("no buyer e-mail promises payment at delivery, and every one escapes the buyer's name", async () => {
  const all = await Promise.all([
    renderEmail(dispatchedEmail(dispatched)),
    renderEmail(delivered),
    renderEmail(prescriptionReminderEmail({ ...buyer, shipDate: null })),
  ]);
  for (const { text, html } of all) {
    expect(text).not.toMatch(/at delivery/i);
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
  }
});
