import { expect, test } from "vitest";
import { renderEmail } from "../email/render.server";
import { TEST_NOTICE } from "../words";
import { confirmationEmail, type ConfirmationFacts } from "./confirmation";
import { expectEmail } from "./expect-email";

const renderConfirmation = (f: ConfirmationFacts) => renderEmail(confirmationEmail(f));

const facts: ConfirmationFacts = {
  preorderId: "0f8a2c1e-1111-4222-8333-444455556666",
  name: 'Asha <script>alert("x")</script>',
  currency: "INR",
  items: [
    { productId: "glasses", quantity: 1, lineTotal: 2_799_900 },
    { productId: "vuering", quantity: 2, lineTotal: 999_800, ringSize: 9 },
  ],
  subtotal: 3_799_700,
  bundleDiscount: 190_000,
  total: 3_609_700,
  bookingPaid: 722_000,
  remaining: 2_887_700,
  accessoryCredit: 168_000,
  includesGlasses: true,
  queuePosition: 7,
  deliveryStart: "2027-09",
  address: "12 MG Road\nBengaluru 560001",
  country: "IN",
  support: { email: "care@luxid.test", phone: "+91 80 4718 2200", whatsapp: "+91 98450 12345" },
  siteUrl: "https://luxid.test",
  reference: "LX-7K3Q9M",
  orderUrl: "https://luxid.test/orders/LX-7K3Q9M?t=abc",
  testMode: false,
  emi: true,
};

const accessoriesOnly: ConfirmationFacts = {
  ...facts,
  items: [
    { productId: "vuering", quantity: 1, lineTotal: 499_900 },
    { productId: "vue-visor", quantity: 1, lineTotal: 239_900 },
  ],
  subtotal: 739_800,
  bundleDiscount: 37_000,
  total: 702_800,
  bookingPaid: 140_600,
  remaining: 562_200,
  accessoryCredit: 0,
  includesGlasses: false,
  queuePosition: null,
};

test("both parts state reference, items, amounts, credit, queue, address, next steps and support", async () => {
  expectEmail(await renderConfirmation(facts), {
    subject: "Your Vue Glass and VueRING pre-order is confirmed (LX-7K3Q9M)",
    says: [
      "Order reference: LX-7K3Q9M",
      "Your order page: https://luxid.test/orders/LX-7K3Q9M?t=abc",
      "Vue Glass × 1: ₹27,999",
      "VueRING (size 9) × 2: ₹9,998",
      "Subtotal: ₹37,997",
      "Bundle discount: −₹1,900",
      "Order total: ₹36,097",
      "Booking paid today: ₹7,220",
      "Remaining, due before dispatch: ₹28,877",
      "₹1,680 accessory credit",
      "Your place in the delivery queue: #7",
      "  12 MG Road\n  Bengaluru 560001\n  India",
      "Deliveries start from the end of September",
      "prescription lenses",
      "care@luxid.test",
      "+91 80 4718 2200",
      "WhatsApp at +91 98450 12345",
    ],
    html: [
      "LX-7K3Q9M",
      "₹7,220",
      "₹28,877",
      "₹1,680 accessory credit",
      "#7",
      "12 MG Road",
      "prefers-color-scheme: dark",
    ],
    links: ["https://luxid.test/orders/LX-7K3Q9M?t=abc"],
    saysNot: ["30%", TEST_NOTICE],
  });
});

test("the buyer's name cannot inject markup into the HTML part", async () => {
  const { html } = await renderConfirmation(facts);
  expect(html).not.toContain("<script>");
  expect(html).toContain("&lt;script&gt;");
});

test("accessories only: named by what was bought, no credit, queue or lens note", async () => {
  expectEmail(await renderConfirmation(accessoriesOnly), {
    subject: "Your VueRING and Vue Visor pre-order is confirmed (LX-7K3Q9M)",
    saysNot: ["Vue Glass pre-order", /queue/i, "accessory credit", "prescription"],
  });
});

test("a sandbox order says it is a test before anything else", async () => {
  const { text, html } = await renderConfirmation({ ...facts, testMode: true });
  expect(text.startsWith(TEST_NOTICE)).toBe(true);
  expect(html).toContain(TEST_NOTICE);
});

test("the balance is due before dispatch, never at delivery; EMI only where Razorpay offers it", async () => {
  const india = await renderConfirmation(facts);
  const abroad = await renderConfirmation({ ...facts, currency: "EUR", emi: false });
  for (const part of [india.text, india.html, abroad.text, abroad.html]) {
    expect(part).not.toMatch(/at delivery/i);
  }
  expect(india.text).toContain("Razorpay offers EMI on eligible cards and banks");
  expect(abroad.text).not.toContain("EMI");
  expect(abroad.text).toContain("You pay it by card");
});

test("a known delivery window is printed with its year", async () => {
  const { text } = await renderConfirmation({
    ...facts,
    deliveryWindow: { startsOn: "2027-09-15", endsOn: "2027-09-30" },
    deliveryStart: "2027-09",
  });
  expect(text).toContain("Expected delivery: 15–30 September 2027");
});

test("WhatsApp updates are mentioned only to a buyer who asked, in a shop that sends them", async () => {
  const asked = await renderConfirmation({ ...facts, whatsappUpdates: true });
  expect(asked.text).toContain("As you asked, we also send these updates on WhatsApp");
  expect(asked.text).toContain("Reply STOP");
  for (const f of [facts, { ...facts, whatsappUpdates: false }]) {
    expect((await renderConfirmation(f)).text).not.toContain("updates on WhatsApp");
  }
});
