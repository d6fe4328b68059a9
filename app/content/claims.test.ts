import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { Root, RootContent } from "hast";
import { POLICY_FACTS } from "../../scripts/policies/directives";
import { catalogue, findProduct } from "./catalogue";
import { CLAIMS, COMPARISON, HARDWARE, TECH_NECK } from "./claims";
import { MONTH_NAMES } from "./months";
import { policy } from "./policies/policies.server";
import { POLICY_PATHS, type PolicySlug } from "./policies/policy";
import { ACCESSORY_CREDIT_PERCENT, BOOKING_PERCENT, BUNDLE_DISCOUNT_PERCENT } from "~/lib/pricing";

/**
 * The articles and the policies state figures in prose; each must agree with the claims module
 * and the catalogue. `contradictions` reads a text sentence by sentence and returns every figure
 * it disagrees with.
 */
const weights = new Set([
  String(HARDWARE.weightGrams),
  ...catalogue.map((p) => /^(\d+) g$/.exec(p.specifications.Weight ?? "")?.[1]).filter(Boolean),
]);
const ringHours = /(\d+) h use/.exec(findProduct("vuering")!.specifications.Battery ?? "")![1]!;
const nits = new Set(Object.values(COMPARISON.brightnessNits).map(String));
const percents = new Set(
  [
    CLAIMS.powerEfficiency,
    CLAIMS.neckStrainReduction,
    CLAIMS.wouldRecommend,
    CLAIMS.dailyUsers,
    HARDWARE.distortion,
    TECH_NECK.officeWorkersNeckPain.value,
    `${ACCESSORY_CREDIT_PERCENT}%`,
    `${BOOKING_PERCENT}%`,
    `${BUNDLE_DISCOUNT_PERCENT}%`,
  ].map((s) => /(\d+)%/.exec(s)![1]!),
);
const wholePrices = new Set(
  catalogue.flatMap((p) =>
    Object.values(p.prices).flatMap((minor) => {
      const whole = minor / 100;
      return [whole.toLocaleString("en-IN"), whole.toLocaleString("en"), String(whole)];
    }),
  ),
);

export function contradictions(text: string): string[] {
  const found: string[] = [];
  const sentences = text.split(/(?<=[.!?])\s+|\n+/);
  for (const s of sentences) {
    const flag = (what: string) => found.push(`${what}: ${s.trim()}`);
    if (/[₹€$]\s?\d|\b(?:Rs\.?|INR|USD|EUR)\s?\d/.test(s)) flag("price typed in prose (use :price)");
    for (const p of wholePrices)
      if (new RegExp(`(?<![\\d.,])${p.replace(/[.,]/g, "\\$&")}(?![\\d])`).test(s) && p.length >= 4)
        flag(`price figure ${p}`);
    for (const m of s.matchAll(/(\d+(?:\.\d+)?)\s?(?:g|grams?)\b/g))
      if (!weights.has(m[1])) flag(`weight ${m[0]}`);
    for (const m of s.matchAll(/([\d,]+)\s?nits\b/g))
      if (!nits.has(m[1]!.replace(",", ""))) flag(`brightness ${m[0]}`);
    if (/battery/i.test(s)) {
      for (const m of s.matchAll(/(?<![\d.])(\d+\+?)(?:\s|-)(?:hours?|h)\b/g)) {
        const ok = m[1] === HARDWARE.battery.split(" ")[0] || (m[1] === ringHours && /VueRING|ring/i.test(s));
        if (!ok) flag(`battery ${m[0]}`);
      }
    }
    for (const m of s.matchAll(/(\d+)°\s*(?:field of view|FOV)/g))
      if (`${m[1]}°` !== HARDWARE.fieldOfView) flag(`FOV ${m[0]}`);
    for (const m of s.matchAll(/(\d+)-inch/g))
      if (`${m[1]}-inch` !== HARDWARE.virtualScreen) flag(`screen ${m[0]}`);
    for (const m of s.matchAll(/(\d+)\s?FPS/g)) if (Number(m[1]) !== HARDWARE.fps) flag(`frame rate ${m[0]}`);
    for (const m of s.matchAll(/(\d+)\s?Hz/g))
      if (m[0].replace(" ", "") !== HARDWARE.refreshRate && m[1] !== "60") flag(`rate ${m[0]}`);
    for (const m of s.matchAll(/(\d+)%/g)) if (!percents.has(m[1]!)) flag(`percentage ${m[0]}`);
    for (const m of s.matchAll(/(\d[\d,]*)\+?\s(?:early\s)?testers/g))
      if (`${m[1]}+` !== CLAIMS.earlyTesters) flag(`testers ${m[0]}`);
    for (const m of s.matchAll(/(\d\.\d)(?:\/5| out of 5)/g))
      if (`${m[1]}/5` !== CLAIMS.satisfaction) flag(`rating ${m[0]}`);
    if (/IPD/.test(s) && /\d+(?:\.\d)?–\d+ mm/.test(s) && !s.includes(HARDWARE.ipd)) flag("IPD range");
  }
  return found;
}

const blog = path.join(path.dirname(new URL(import.meta.url).pathname), "blog");
const files = readdirSync(blog).filter((f) => f.endsWith(".md"));

describe("no article contradicts the claims module", () => {
  test("there are 12 articles to check", () => expect(files).toHaveLength(12));

  test.each(files)("%s", (file) => {
    expect(contradictions(readFileSync(path.join(blog, file), "utf8"))).toEqual([]);
  });

  test("the check catches contradictions of weight, battery, brightness and price", () => {
    expect(contradictions("Vue Glass weighs 85 g.")).toHaveLength(1);
    expect(contradictions("Its battery lasts 6 hours.")).toHaveLength(1);
    expect(contradictions("The battery lasts 12 hours.")).toHaveLength(1);
    expect(contradictions("It reaches 2000 nits.")).toHaveLength(1);
    expect(contradictions("Pre-order it for ₹27,999 today.")).not.toHaveLength(0);
    expect(contradictions("Only 27,999 rupees.")).toHaveLength(1);
    expect(contradictions("A 200-inch screen with a 60° field of view.")).toHaveLength(2);
    expect(contradictions("Neck strain reduced by up to 90%.")).toHaveLength(1);
    expect(
      contradictions("78 g, 8+ hours of battery, 1600 nits, VueRING lasts 12 hours on battery."),
    ).toEqual([]);
  });
});

/** A compiled tree's words, blocks on lines of their own (request-time values are left out). */
function words(node: Root | RootContent): string {
  if (node.type === "text") return node.value;
  if (!("children" in node)) return "";
  const inner = node.children.map(words).join("");
  return node.type === "element" && /^(p|li|h\d|tr|caption)$/.test(node.tagName) ? `${inner}\n` : inner;
}

const slugs = Object.keys(POLICY_PATHS) as PolicySlug[];
const policyDir = path.join(path.dirname(blog), "policies");

/**
 * What a policy must quote through its directive rather than type: each pattern matches the claim
 * typed out, in any figure, so a copy that drifts from claims.ts is caught as well as one that
 * agrees with it today.
 */
const QUOTED_NOT_TYPED: readonly { quote: string; typed: RegExp }[] = [
  { quote: ":brand, :product", typed: /\bLuxid\b|\bVue Glass\b/ },
  { quote: ":booking-percent and the other percentages", typed: /\d\s?%|\bper ?cent\b/i },
  { quote: ":warranty", typed: /\b\w+-year warranty\b|\bwarranty of \d/i },
  { quote: ":refund-days", typed: /\d+[–-]\d+ business days/ },
  { quote: ":support-reply-hours, :return-reply-hours", typed: /\b(?:within|in) \d+ hours\b/ },
  { quote: ":minimum-age", typed: /\baged \d+ (?:and over|to)\b/ },
  { quote: ":lead-retention-days", typed: /\b\d+ days after\b/ },
  {
    quote: ":shipping-india, :shipping-international",
    typed: /\d+[–-]\d+ (?:business )?days after dispatch/,
  },
  { quote: ":support-email", typed: /[\w.+-]+@[\w-]+\.\w/ },
  {
    quote: ":delivery-statement",
    typed: new RegExp(`\\bDeliveries start\\b|\\b(?:${MONTH_NAMES.join("|")})\\b`),
  },
  {
    quote: "the claims' sentences (:booking-refundable, :balance-link, …)",
    typed: new RegExp(
      Object.values(POLICY_FACTS)
        .filter((text) => text.endsWith("."))
        .map((text) => text.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join("|"),
    ),
  },
];

/** Each claim a policy's Markdown types out instead of quoting, as "quote it as …: the words". */
function typedClaims(source: string): string[] {
  // The title is the page's name; the directives themselves (`:booking-percent`) are not prose.
  const prose = source.replace(/^title:.*$/m, "").replace(/:{1,3}[a-z][\w-]*(?:\{[^}]*\})?/g, "§");
  return QUOTED_NOT_TYPED.flatMap(({ quote, typed }) =>
    [...prose.matchAll(new RegExp(typed.source, `${typed.flags}g`))].map(
      (m) => `quote it as ${quote}: "${m[0]}"`,
    ),
  );
}

describe("the policies quote the claims they state", () => {
  test.each(slugs)("%s.md types no claim: every figure is a directive", (slug) => {
    expect(typedClaims(readFileSync(path.join(policyDir, `${slug}.md`), "utf8"))).toEqual([]);
  });

  test.each(slugs)("%s: the compiled words contradict neither claims.ts nor the catalogue", (slug) => {
    const p = policy(slug);
    const text = [p.intro, ...p.sections.map((s) => s.body)].map(words).join("\n");
    expect(text.length).toBeGreaterThan(1000);
    expect(contradictions(text)).toEqual([]);
  });

  test("the quoted figures reach the compiled policies", () => {
    const text = (slug: PolicySlug) => JSON.stringify(policy(slug));
    expect(text("return")).toContain(POLICY_FACTS["refund-days"]);
    expect(text("return")).toContain(POLICY_FACTS.warranty);
    expect(text("privacy")).toContain(
      `take the booking payment (${BOOKING_PERCENT}% of the discounted total)`,
    );
    expect(text("terms")).toContain(`${CLAIMS.supportReplyHours} hours`);
    expect(text("shipping")).toContain(POLICY_FACTS["shipping-international"]);
  });

  test("the typed-claim check catches each claim typed out", () => {
    const typed = [
      "Refunds take 7–10 business days.",
      "It comes with a 2-year warranty.",
      "You pay 25% now.",
      "We reply within 24 hours.",
      "Write to support@luxid.in.",
      "Deliveries start in October.",
      "Vue Glass is for users aged 13 and over.",
      "The booking amount is refundable any time before delivery.",
    ];
    for (const sentence of typed) expect(typedClaims(sentence), sentence).not.toEqual([]);
    expect(
      typedClaims("Refunds take :refund-days, with the :warranty; we reply within :support-reply-hours."),
    ).toEqual([]);
  });
});
