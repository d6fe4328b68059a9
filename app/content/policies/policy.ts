/**
 * The shape of a compiled policy. The Markdown files beside this one are compiled at build time
 * (scripts/policies/compile.ts, through the blog's Markdown pipeline): importing `./slug.md` yields
 * a `CompiledPolicy`. Figures the policies quote (refund days, warranty, booking percent…) are
 * directives filled in at build time from the claims; what a shop configures or a visitor's
 * region decides (the support address, the delivery start, prices) stays an element of its own
 * that the page renders at request time.
 */
import type { Root } from "hast";

/** The policies, by file name (`privacy.md`) and the URL each is served at. */
export const POLICY_PATHS = {
  privacy: "/privacy-policy",
  terms: "/terms",
  return: "/return-policy",
  shipping: "/shipping-policy",
} as const;

export type PolicySlug = keyof typeof POLICY_PATHS;

/**
 * The worked amounts `:money{of=…}` may show, in the visitor's currency: one pair of glasses, its
 * booking amount and balance, and the accessory credit a glasses pre-order earns.
 */
export const MONEY_EXAMPLES = [
  "glasses-price",
  "glasses-booking",
  "glasses-balance",
  "accessory-credit",
] as const;
export type MoneyExample = (typeof MONEY_EXAMPLES)[number];

/** Words of a meta description: fixed text, or the delivery statement filled in at request time. */
export type PolicyDescriptionPart = { text: string } | { element: "delivery-statement" };

/** One numbered part of a policy; `id` is its in-page anchor. */
export interface PolicySectionContent {
  id: string;
  /** Plain words (directives already filled in): the heading and the contents entry. */
  title: string;
  body: Root;
}

export interface CompiledPolicy {
  slug: PolicySlug;
  title: string;
  description: PolicyDescriptionPart[];
  /** The opening paragraph's content (inline). */
  intro: Root;
  sections: PolicySectionContent[];
}
