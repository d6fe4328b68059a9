import { expect, test } from "vitest";
import { formatMoney } from "~/lib/money";
import { baseQuote } from "~/lib/pricing";
import { CURRENCY_SIGNS, type Currency } from "~/lib/regions";
import { FAQ_CATEGORIES, faqPageJsonLd, LANDING_FAQ_IDS } from "~/content/faq";
import { faqPrices, landingFaq, resolveFaq } from "./faq";

const CURRENCIES: Currency[] = ["INR", "EUR", "USD"];

test("six categories, named as the spec names them", () => {
  expect(FAQ_CATEGORIES.map((c) => c.title)).toEqual([
    "Product Information",
    "Technical Specifications",
    "Pricing & Ordering",
    "Shipping & Delivery",
    "Health & Safety",
    "Technology & Features",
  ]);
  for (const c of FAQ_CATEGORIES) expect(c.questions.length).toBeGreaterThanOrEqual(3);
});

test("question ids are unique and URL-safe", () => {
  const ids = FAQ_CATEGORIES.flatMap((c) => c.questions.map((q) => q.id));
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
});

test("price answers quote the catalogue price in the visitor's currency, and only that currency", () => {
  for (const currency of CURRENCIES) {
    const text = resolveFaq(currency, "2027-09")
      .flatMap((c) => c.questions.map((q) => q.answer))
      .join("\n");
    const quote = baseQuote(currency);
    expect(text).toContain(formatMoney(quote.total, currency));
    expect(text).toContain(formatMoney(quote.booking, currency));
    expect(text).toContain(formatMoney(quote.remaining, currency));
    expect(text).toContain(formatMoney(quote.accessoryCredit, currency));
    for (const other of CURRENCIES.filter((c) => c !== currency)) {
      expect(text).not.toContain(CURRENCY_SIGNS[other]);
    }
  }
});

test("one Vue Glass in India: ₹27,999 = ₹5,600 now + ₹22,399 later, ₹1,680 credit", () => {
  expect(faqPrices("INR")).toEqual({
    glasses: "₹27,999",
    booking: "₹5,600",
    remaining: "₹22,399",
    accessoryCredit: "₹1,680",
  });
});

test("answers keep the launch facts: end of September 2027, no August launch, credit without expiry", () => {
  const text = resolveFaq("INR", "2027-09")
    .flatMap((c) => c.questions.map((q) => `${q.question} ${q.answer}`))
    .join("\n");
  expect(text).toContain("end of September 2027");
  expect(resolveFaq("INR", "2028-03").flatMap((c) => c.questions.map((q) => q.answer))).toContain(
    "Deliveries start from the end of March 2028, first come first served. The earlier you pre-order, the earlier your pair ships.",
  );
  expect(text).not.toMatch(/August/);
  expect(text).toContain("no expiry");
  expect(text).toContain("1-year warranty");
  expect(text).toContain("3000+ early testers");
  expect(text).toContain("13");
  expect(text).not.toMatch(/30-day/);
});

test("the landing page's questions exist and come in the chosen order", () => {
  expect(landingFaq("USD", "2027-09").map((q) => q.id)).toEqual(LANDING_FAQ_IDS);
});

test("FAQPage structured data carries every question with its answer", () => {
  const questions = resolveFaq("EUR", "2027-09").flatMap((c) => c.questions);
  const data = faqPageJsonLd(questions);
  expect(data["@type"]).toBe("FAQPage");
  expect(data.mainEntity).toHaveLength(questions.length);
  expect(data.mainEntity[0]).toEqual({
    "@type": "Question",
    name: questions[0]!.question,
    acceptedAnswer: { "@type": "Answer", text: questions[0]!.answer },
  });
});

test("EMI and UPI are named to buyers paying in rupees only", () => {
  for (const currency of CURRENCIES) {
    const text = resolveFaq(currency, "2027-09")
      .flatMap((c) => c.questions.map((q) => q.answer))
      .join("\n");
    if (currency === "INR") expect(text).toMatch(/EMI/);
    else expect(text).not.toMatch(/\b(EMI|UPI)\b/);
  }
});
