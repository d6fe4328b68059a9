import { CLAIMS } from "~/content/claims";

/** How buyers reach support: SUPPORT_EMAIL, and SUPPORT_PHONE and WHATSAPP_NUMBER when set. */
export interface SupportContact {
  email: string;
  phone: string | null;
  whatsapp: string | null;
}

const list = new Intl.ListFormat("en", { style: "long", type: "disjunction" });

const waysOf = (c: SupportContact) => [
  `write to ${c.email}`,
  ...(c.phone ? [`call ${c.phone}`] : []),
  ...(c.whatsapp ? [`message us on WhatsApp at ${c.whatsapp}`] : []),
];

/** "Write to care@…, call +91 … or message us on WhatsApp at +91 …, quoting LX-…. We reply within 24 hours." */
export function supportSentence(c: SupportContact, reference?: string): string {
  const quote = reference ? `, quoting ${reference}` : "";
  return `Questions? ${capitalise(list.format(waysOf(c)))}${quote}. We reply within ${CLAIMS.supportReplyHours} hours.`;
}

/** "Not you? Write to care@… or call +91 … at once, quoting LX-…": the ways to reach support, worded by `words`. */
export function notYouSentence(
  c: SupportContact,
  reference: string,
  words: (ways: string, reference: string) => string,
): string {
  return words(capitalise(list.format(waysOf(c))), reference);
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
