import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { catalogue } from "./catalogue";

/** Every source file of pages and components (not tests): where a price literal would hide. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

// Whole-unit figures of every catalogue price, plain and grouped ("27999", "27,999", "34.99").
const figures = new Set(
  catalogue.flatMap((p) =>
    [...Object.values(p.prices), p.wasPriceINR ?? 0]
      .filter((minor) => minor > 0)
      .flatMap((minor) => {
        const whole = minor / 100;
        return [String(whole), whole.toLocaleString("en-IN"), whole.toLocaleString("en")];
      }),
  ),
);
const escaped = [...figures].map((f) => f.replace(/[.,]/g, (c) => `\\${c}`));
const priceLiteral = new RegExp(
  `(?<![\\w.,/-])(${escaped.join("|")})(?![\\w.,%-]|\\s?(?:mm|mAh|g|Hz|W|nits|hours|h|px)\\b)`,
);
const currencyLiteral = /[₹€]\s?\d|\$\d/;

test("no page or component contains a price literal: prices come from the catalogue", () => {
  const offenders: string[] = [];
  for (const file of [...sources("app/routes"), ...sources("app/components")]) {
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, i) => {
        if (priceLiteral.test(line) || currencyLiteral.test(line))
          offenders.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
  expect(offenders).toEqual([]);
});

test("the check itself catches literals", () => {
  expect(priceLiteral.test("<span>27,999</span>")).toBe(true);
  expect(currencyLiteral.test("Only ₹5,600 today")).toBe(true);
  expect(priceLiteral.test("Battery 80 mAh")).toBe(false);
});
