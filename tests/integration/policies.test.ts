import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Root, RootContent } from "hast";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { policy } from "../../app/content/policies/policies.server";
import { POLICY_PATHS, type PolicySlug } from "../../app/content/policies/policy";
import { POLICY_FACTS } from "../../scripts/policies/directives";
import { startApp, type TestApp } from "../support/app";

/**
 * The policies are compiled Markdown rendered per request: the shop's settings (support address,
 * delivery start) and the visitor's currency appear in the first HTML, and the words themselves
 * reach the browser in that HTML only, never in a JavaScript file.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp({
    DATA_DIR: "memory://",
    COUNTRY_HEADER: "cf-ipcountry",
    SUPPORT_EMAIL: "legal@shop.test",
    DELIVERY_START: "2028-03",
  });
});
afterAll(() => app?.close());

const slugs = Object.keys(POLICY_PATHS) as PolicySlug[];

async function page(slug: PolicySlug, country = "IN") {
  const res = await fetch(`${app.url}${POLICY_PATHS[slug]}`, { headers: { "cf-ipcountry": country } });
  expect(res.status, slug).toBe(200);
  return res.text();
}

/** The paragraphs of a compiled policy that are words only (no request-time value inside). */
function plainParagraphs(tree: Root | RootContent): string[] {
  if (tree.type !== "root" && tree.type !== "element") return [];
  const el = tree;
  if (el.type === "element" && el.tagName === "p" && el.children.every((c) => c.type === "text"))
    return [el.children.map((c) => (c.type === "text" ? c.value : "")).join("")];
  return el.children.flatMap(plainParagraphs);
}

describe("the policy pages", () => {
  test.each(slugs)("%s: every part, its anchor and the configured support address", async (slug) => {
    const html = await page(slug);
    for (const section of policy(slug).sections) {
      expect(html, section.id).toContain(
        `<section id="${section.id}" aria-labelledby="${section.id}-heading"`,
      );
      expect(html, section.id).toContain(`href="#${section.id}"`);
    }
    expect(html).toContain('href="mailto:legal@shop.test?subject=');
    expect(html).not.toMatch(/support@|care@/);
    // Sent without scripts: no module script, no route data.
    expect(html).not.toMatch(/<script[^>]*type="module"/);
  });

  test("the delivery start is the setting's, in the words and in the meta description", async () => {
    const shipping = await page("shipping");
    const statement = "Deliveries start from the end of March 2028, first come first served.";
    expect(shipping).toContain(`<li>${statement}</li>`);
    expect(shipping).toMatch(
      new RegExp(`<meta name="description" content="Luxid ships worldwide. ${statement} India:`),
    );
    expect(await page("terms")).toContain(statement);
    expect(shipping + (await page("terms"))).not.toContain("September 2027");
  });

  test("the terms' worked amounts are in the visitor's currency", async () => {
    // React marks where one text ends and the next begins: not part of the words.
    const germany = (await page("terms", "DE")).replaceAll("<!-- -->", "");
    expect(germany).toContain("For one Vue Glass at €349, that is €70 now and €279 later.");
    expect(germany).toContain("in your currency, that is €21.");
    expect(germany).not.toContain("₹");
    expect(await page("terms", "US")).toContain("$349");
  });
});

test("no JavaScript file of the build holds a policy's words", () => {
  const assets = path.resolve(process.env.BUILD_DIR ?? "build", "client", "assets");
  const scripts = readdirSync(assets)
    .filter((f) => f.endsWith(".js"))
    .map((f) => readFileSync(path.join(assets, f), "utf8"));
  expect(scripts.length).toBeGreaterThan(10);
  // The policies' own words: the claims they quote (a delivery or lens sentence) are said on
  // pages that do hydrate, so those are taken out first.
  const claims = Object.values(POLICY_FACTS).filter((fact) => fact.length > 20);
  const passages = slugs
    .flatMap((slug) => policy(slug).sections.flatMap((s) => plainParagraphs(s.body)))
    .flatMap((p) => claims.reduce((parts, claim) => parts.flatMap((part) => part.split(claim)), [p]))
    .filter((p) => p.length > 80);
  expect(passages.length).toBeGreaterThan(40);
  for (const passage of passages) {
    const words = passage.trim().slice(0, 60);
    expect(
      scripts.some((js) => js.includes(words)),
      words,
    ).toBe(false);
  }
});
