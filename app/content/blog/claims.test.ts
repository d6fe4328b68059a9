import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { catalogue, findProduct } from "../catalogue";
import { CLAIMS, COMPARISON, HARDWARE, TECH_NECK } from "../claims";
import { ACCESSORY_CREDIT_PERCENT, BOOKING_PERCENT } from "~/lib/pricing";

/**
 * The articles state figures in prose; each must agree with the claims module and the catalogue.
 * `contradictions` reads a text sentence by sentence and returns every figure it disagrees with.
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

const dir = path.dirname(new URL(import.meta.url).pathname);
const files = readdirSync(dir).filter((f) => f.endsWith(".md"));

describe("no article contradicts the claims module", () => {
  test("there are 12 articles to check", () => expect(files).toHaveLength(12));

  test.each(files)("%s", (file) => {
    expect(contradictions(readFileSync(path.join(dir, file), "utf8"))).toEqual([]);
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
