import {
  FAQ_CATEGORIES,
  LANDING_FAQ_IDS,
  type FaqCategory,
  type FaqFacts,
  type FaqPrices,
  type ResolvedFaqCategory,
  type ResolvedFaqQuestion,
} from "~/content/faq";
import { deliveryStatement } from "./delivery-window";
import { formatMoney } from "./money";
import { baseQuote } from "./pricing";
import type { Currency } from "./regions";

/*
 * The FAQ's texts live in content/faq.ts; the answers that quote a price are functions of these
 * prices, filled in here from the one pricing module, in the visitor's currency.
 */

/** The prices FAQ answers may quote, in one currency. */
export function faqPrices(currency: Currency): FaqPrices {
  const quote = baseQuote(currency);
  return {
    glasses: formatMoney(quote.total, currency),
    booking: formatMoney(quote.booking, currency),
    remaining: formatMoney(quote.remaining, currency),
    accessoryCredit: formatMoney(quote.accessoryCredit, currency),
  };
}

/** The FAQ with every answer rendered as text in a currency, deliveries starting in `deliveryStart`. */
export function resolveFaq(
  currency: Currency,
  deliveryStart: string,
  categories: readonly FaqCategory[] = FAQ_CATEGORIES,
): ResolvedFaqCategory[] {
  const facts: FaqFacts = {
    ...faqPrices(currency),
    deliveryStatement: deliveryStatement(deliveryStart),
    inr: currency === "INR",
  };
  return categories.map((c) => ({
    id: c.id,
    title: c.title,
    questions: c.questions.map((q) => ({
      id: q.id,
      question: q.question,
      answer: typeof q.answer === "function" ? q.answer(facts) : q.answer,
    })),
  }));
}

/** The landing page's FAQ questions, rendered in a currency. */
export function landingFaq(currency: Currency, deliveryStart: string): ResolvedFaqQuestion[] {
  const all = resolveFaq(currency, deliveryStart).flatMap((c) => c.questions);
  return LANDING_FAQ_IDS.map((id) => {
    const found = all.find((q) => q.id === id);
    if (!found) throw new Error(`Unknown FAQ question ${id}`);
    return found;
  });
}
