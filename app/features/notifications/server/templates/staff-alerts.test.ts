import { expect, test } from "vitest";
import { renderEmail } from "../email/render.server";
import { TEST_NOTICE } from "../words";
import { buyer, staff } from "./fixtures";
import { refundEmail } from "./refund";
import { signInEmail } from "./sign-in";
import {
  staffAddressChangedAlert,
  staffCancellationAlert,
  staffPaidAlert,
  staffRefundFailedAlert,
  staffReviewAlert,
  type OrderAlertFacts,
} from "./staff-alerts";

const order: OrderAlertFacts = {
  ...staff,
  currency: "INR",
  country: "IN",
  includesGlasses: true,
  items: [{ productId: "glasses", quantity: 1, lineTotal: 2_799_900 }],
  booking: 560_000,
  remaining: 2_239_900,
};

test("every staff alert links to the order's console page and names no buyer", async () => {
  const alerts = [
    staffPaidAlert(order),
    staffReviewAlert(order),
    staffCancellationAlert({ ...order, reason: "changed my mind" }),
    staffRefundFailedAlert({ ...staff, currency: "INR", amount: 560_000, failureReason: "BAD_REQUEST" }),
    staffAddressChangedAlert({
      ...staff,
      addressChanged: true,
      phoneChanged: false,
      changedOn: "2 May 2027",
    }),
  ];
  for (const content of alerts) {
    const { text, html } = await renderEmail(content);
    expect(text).toContain(`Console: ${staff.consoleUrl}`);
    expect(html).toContain(`href="${staff.consoleUrl}"`);
    expect(html).toContain("Open in the console");
    expect(text).toContain("LX-7K3Q9M");
    expect(text).not.toContain("Hi ");
  }
});

test("the paid alert says the remainder is due before dispatch", async () => {
  const { subject, text } = await renderEmail(staffPaidAlert(order));
  expect(subject).toBe("Paid pre-order LX-7K3Q9M: ₹5,600 (IN)");
  expect(text).toContain("booking ₹5,600, ₹22,399 remaining (due before dispatch)");
  expect(text).toContain("Vue Glass × 1: ₹27,999");
  expect(text).not.toMatch(/at delivery/i);
});

test("the address alert says what changed and where the old values are", async () => {
  const both = await renderEmail(
    staffAddressChangedAlert({ ...staff, addressChanged: true, phoneChanged: true, changedOn: "2 May 2027" }),
  );
  expect(both.subject).toBe("Address changed: pre-order LX-7K3Q9M");
  expect(both.text).toContain("changed the shipping address and phone from the order page on 2 May 2027");
  expect(both.text).toContain("timeline");
  const phone = await renderEmail(
    staffAddressChangedAlert({
      ...staff,
      addressChanged: false,
      phoneChanged: true,
      changedOn: "2 May 2027",
    }),
  );
  expect(phone.text).toContain("changed the phone number");
});

test("a sandbox alert says it is a test", async () => {
  const { text } = await renderEmail(staffReviewAlert({ ...order, testMode: true }));
  expect(text.startsWith(TEST_NOTICE)).toBe(true);
});

test("refund e-mails: partial, full, and a refund spanning the balance", async () => {
  const partial = await renderEmail(
    refundEmail({ ...buyer, amount: 280_000, refundedTotal: 280_000, captured: 560_000, balancePaid: false }),
  );
  expect(partial.subject).toBe("Refund of ₹2,800 for your Luxid pre-order LX-7K3Q9M");
  expect(partial.text).toContain("We have refunded ₹2,800 of your booking payment for pre-order LX-7K3Q9M.");
  expect(partial.text).toContain("Refunded so far: ₹2,800 of the ₹5,600 you paid as your booking.");
  const full = await renderEmail(
    refundEmail({ ...buyer, amount: 560_000, refundedTotal: 560_000, captured: 560_000, balancePaid: false }),
  );
  expect(full.text).toContain(
    "Your booking of ₹5,600 is now refunded in full, and your pre-order is cancelled.",
  );
  const both = await renderEmail(
    refundEmail({
      ...buyer,
      amount: 500_000,
      refundedTotal: 500_000,
      captured: 2_799_900,
      balancePaid: true,
    }),
  );
  expect(both.text).toContain("₹5,000 of your payments");
  expect(both.text).toContain("Refunded so far: ₹5,000 of the ₹27,999 you paid.");
});

test("the sign-in e-mail: one link, its lifetime, and what to do if unasked", async () => {
  const link = "https://luxid.test/admin/verify?token=abc_DEF-123";
  const { subject, text, html } = await renderEmail(
    signInEmail({ link, expiresInMinutes: 15, siteUrl: "https://luxid.test" }),
  );
  expect(subject).toBe("Your Luxid console sign-in link");
  expect(text).toContain(`Sign in: ${link}`);
  expect(html).toContain(`href="${link}"`);
  expect(text).toContain("expires in 15 minutes");
  expect(text).not.toContain(TEST_NOTICE);
});
