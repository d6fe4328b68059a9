import { expect, test } from "vitest";
import { renderConfirmation, type ConfirmationFacts } from "./confirmation-email.server";

const facts: ConfirmationFacts = {
  preorderId: "0f8a2c1e-1111-4222-8333-444455556666",
  name: 'Asha <script>alert("x")</script>',
  currency: "INR",
  items: [{ productId: "glasses", quantity: 1, lineTotal: 2_799_900 }],
  bundleDiscount: 0,
  total: 2_799_900,
  bookingPaid: 560_000,
  remaining: 2_239_900,
  accessoryCredit: 168_000,
  includesGlasses: true,
  queuePosition: 7,
  supportEmail: "support@luxid.example",
  supportPhone: "+91-00000-00000",
  siteUrl: "https://luxid.example",
  reference: "LX-7K3Q9M",
  orderUrl: "https://luxid.example/orders/LX-7K3Q9M?t=abc",
};

test("the confirmation states items, amounts and when the rest is due, queue place, perks and support", () => {
  const { subject, text, html } = renderConfirmation(facts);
  expect(subject).toContain("LX-7K3Q9M");
  expect(text).toContain("Your order page: https://luxid.example/orders/LX-7K3Q9M?t=abc");
  for (const part of [
    "Vue Glass × 1: ₹27,999",
    "Booking paid: ₹5,600",
    "Remaining: ₹22,399, due at delivery",
    "Your place in the delivery queue: #7",
    "Accessory credit: ₹1,680",
    "Deliveries start from the end of September",
    "prescription lenses",
    "support@luxid.example",
  ]) {
    expect(text).toContain(part);
  }
  expect(html).toContain("₹5,600");
});

test("the buyer's name cannot inject markup into the HTML part", () => {
  const { html } = renderConfirmation(facts);
  expect(html).not.toContain("<script>");
  expect(html).toContain("&lt;script&gt;");
});

test("without the glasses: no queue place, credit or lens note", () => {
  const { text } = renderConfirmation({
    ...facts,
    items: [{ productId: "vuering", quantity: 1, lineTotal: 499_900 }],
    accessoryCredit: 0,
    includesGlasses: false,
    queuePosition: null,
  });
  expect(text).not.toContain("queue");
  expect(text).not.toContain("Accessory credit");
  expect(text).not.toContain("prescription");
});
