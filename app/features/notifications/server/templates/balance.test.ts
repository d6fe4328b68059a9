import { expect, test } from "vitest";
import type { EmailContent } from "../email/content";
import { renderEmail } from "../email/render.server";
import { TEST_NOTICE } from "../words";
import {
  balanceDueEmail,
  balanceReceivedEmail,
  balanceReminderEmail,
  type BalanceDueFacts,
  type BalanceReceivedFacts,
} from "./balance";
import { expectEmail, type Expected } from "./expect-email";
import { buyer } from "./fixtures";

const due: BalanceDueFacts = {
  ...buyer,
  items: [{ productId: "glasses", quantity: 1, lineTotal: 2_799_900 }],
  total: 2_799_900,
  bookingPaid: 560_000,
  remaining: 2_239_900,
  accessoryCredit: 168_000,
  shipDate: "2027-09-20",
  window: { startsOn: "2027-09-20", endsOn: "2027-09-27" },
  payBy: "14 September 2027",
  emi: true,
};

const received: BalanceReceivedFacts = {
  ...buyer,
  items: [{ productId: "glasses", quantity: 1, lineTotal: 2_799_900 }],
  addedItems: [{ productId: "vuering", quantity: 1, lineTotal: 499_900, ringSize: 8 }],
  subtotal: 2_799_900,
  bundleDiscount: 0,
  total: 2_799_900,
  addedTotal: 499_900,
  creditApplied: 168_000,
  bookingPaid: 560_000,
  bookingPaidOn: "2027-03-02",
  balancePaid: 2_571_800,
  balancePaidOn: "2027-09-05",
  refunded: 0,
  prescriptionMissing: true,
};

// One row an e-mail: the case, the e-mail built from its facts, and what the buyer must (not) read.
test.each<[string, EmailContent, Expected]>([
  [
    "the balance link: what is left, the credit's rule, the ship date with its year, the pay button",
    balanceDueEmail(due),
    {
      subject: "Pay the balance for your Vue Glass pre-order (LX-7K3Q9M)",
      says: [
        "expected to ship around 20 September 2027",
        "before dispatch",
        "Order total: ₹27,999",
        "Booking paid: ₹5,600",
        "Remaining: ₹22,399",
        "₹1,680 accessory credit comes off the accessories on your order",
        "never applies to the glasses",
        "Razorpay offers EMI on eligible cards and banks",
        "Please pay the balance by 14 September 2027",
        "Expected delivery: 20–27 September 2027.",
        "keeps its booking and its place in the queue",
        "never cancelled for being late",
        "Your order page: https://luxid.test/orders/LX-7K3Q9M?t=abc",
        "WhatsApp at +91 98450 12345",
      ],
      html: ["Pay the balance"],
      links: ["https://luxid.test/orders/LX-7K3Q9M?t=abc"],
      saysNot: [/at delivery/i],
    },
  ],
  [
    "the receipt lists every line and every amount",
    balanceReceivedEmail(received),
    {
      subject: "Balance received: your pre-order LX-7K3Q9M is paid in full",
      // Each group of lines as the receipt prints it, one under the other.
      says: [
        "Booked with your pre-order\nVue Glass × 1: ₹27,999",
        "Added at the balance payment\nVueRING (size 8) × 1: ₹4,999",
        ["Order total: ₹27,999", "Accessories added: ₹4,999", "Accessory credit applied: −₹1,680"].join("\n"),
        [
          "Booking paid on 2 March 2027: ₹5,600",
          "Balance paid on 5 September 2027: ₹25,718",
          "Total paid: ₹31,318",
        ].join("\n"),
        "give your prescription",
        "the carrier's name and the tracking number",
      ],
      saysNot: ["Refunded"],
    },
  ],
])("%s", async (_, email, expected) => {
  expectEmail(await renderEmail(email), expected);
});

test("the receipt's amounts add up: total + added − credit = everything paid", () => {
  expect(received.total + received.addedTotal - received.creditApplied).toBe(
    received.bookingPaid + received.balancePaid,
  );
});

test("no credit line for an order without one; no EMI promise outside India; no date outside a wave", async () => {
  const { text } = await renderEmail(
    balanceDueEmail({ ...due, accessoryCredit: 0, currency: "EUR", emi: false, shipDate: null }),
  );
  expect(text).not.toContain("accessory credit");
  expect(text).not.toContain("EMI");
  expect(text).toContain("You pay it by card");
  expect(text).toContain("Your order is in the next delivery wave.");
});

test("reminders say when the link went out; only the second says it is the last", async () => {
  const first = await renderEmail(balanceReminderEmail({ ...due, reminder: 1, requestedOn: "2027-09-01" }));
  const second = await renderEmail(balanceReminderEmail({ ...due, reminder: 2, requestedOn: "2027-09-01" }));
  expect(first.subject).toBe("Reminder: the balance of your pre-order LX-7K3Q9M is still open");
  expect(first.text).toContain("on 1 September 2027");
  expect(first.text).toContain("Remaining: ₹22,399");
  expect(first.text).not.toContain("last reminder");
  expect(second.text).toContain("This is our last reminder.");
});

test("a refund so far shows on the receipt; a prescription already given is not asked again", async () => {
  const { text } = await renderEmail(
    balanceReceivedEmail({ ...received, refunded: 50_000, prescriptionMissing: false, testMode: true }),
  );
  expect(text).toContain("Refunded: −₹500");
  expect(text).not.toContain("give your prescription");
  expect(text.startsWith(TEST_NOTICE)).toBe(true);
});
