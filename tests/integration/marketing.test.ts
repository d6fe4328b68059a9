import { afterAll, beforeAll, expect, test } from "vitest";
import { startApp, type TestApp } from "../support/app";

let app: TestApp;
beforeAll(async () => {
  app = await startApp({ DATA_DIR: "memory://", COUNTRY_HEADER: "cf-ipcountry" });
});
afterAll(() => app.close());

async function page(path: string, country?: string) {
  const res = await fetch(`${app.url}${path}`, { headers: country ? { "cf-ipcountry": country } : {} });
  return { status: res.status, html: await res.text() };
}

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

test("the marketing pages answer 200, each with its own title and canonical link", async () => {
  const titles = new Set<string>();
  for (const path of ["/features", "/tech-neck-solution", "/about", "/contact", "/faq"]) {
    const { status, html } = await page(path);
    expect(status, path).toBe(200);
    const title = /<title>(.*?)<\/title>/.exec(html)?.[1];
    expect(title, path).toBeTruthy();
    titles.add(title!);
    expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`));
  }
  expect(titles.size).toBe(5);
});

test("/store/vue-glass is Vue Glass's own product page: its title, canonical link, price and story", async () => {
  const { status, html } = await page("/store/vue-glass", "DE");
  expect(status).toBe(200);
  expect(html).toContain("<title>Vue Glass: AR Smart Glasses in the Store | Luxid</title>");
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/store\/vue-glass"/);
  // Priced for the visitor in the first HTML: €349, €70 now and €279 later.
  expect(html).toContain("€349");
  expect(html).toContain("€70");
  expect(html).toContain("€279");
  expect(html).not.toContain("₹");
  expect(html).toContain("Add to Cart");
  // The story of /features follows the buying part.
  expect(html.indexOf("Technical specifications.")).toBeGreaterThan(html.indexOf("Add to Cart"));
  // No star rating and no review markup: nothing has shipped, nobody has reviewed it.
  expect(html).toContain("4.7/5");
  expect(html).not.toMatch(/aggregateRating|ratingValue|4\.8/);
});

test("the FAQ's prices, visible and structured, are in the visitor's currency from the first HTML", async () => {
  const germany = await page("/faq", "DE");
  const faq = jsonLdBlocks(germany.html).find((b) => b["@type"] === "FAQPage") as
    { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
  const price = faq?.mainEntity.find((q) => q.name === "How much does Vue Glass cost?");
  expect(price?.acceptedAnswer.text).toContain("€349");
  expect(price?.acceptedAnswer.text).toContain("€70");
  expect(price?.acceptedAnswer.text).toContain("€279");
  expect(germany.html).toContain("€21");
  expect(germany.html).not.toContain("₹");

  const india = await page("/faq", "IN");
  expect(india.html).toContain("₹27,999");
  expect(india.html).toContain("₹1,680");
  expect(india.html).not.toContain("€");
});

test("the features call to action and Product offer are priced for a US visitor", async () => {
  const { html } = await page("/features", "US");
  expect(html).toContain("$349");
  expect(html).toContain("$70");
  expect(html).toContain("$279");
  expect(html).not.toContain("Loading...");
  const product = jsonLdBlocks(html).find((b) => b["@type"] === "Product");
  expect(product).toMatchObject({ offers: { price: "349.00", priceCurrency: "USD" } });
});

test("the landing hero's pre-order button carries the visitor's full price in the first HTML", async () => {
  expect((await page("/", "IN")).html).toContain("Pre-order for ₹27,999");
  expect((await page("/", "US")).html).toContain("Pre-order for $349");
});

// Every visitor downloads the landing page's HTML before anything paints: a budget of 80 KB raw
// (80 000 bytes) of markup, whichever currency it is rendered in. The landing's own style rules
// travel in its head (ADR 042) instead of in a second stylesheet, downloaded before the paint
// either way: they are not markup, and the document with them must fit the first TCP window
// (server.test.ts).
test("the landing page's HTML stays within 80 KB in each currency", async () => {
  for (const country of ["IN", "DE", "US"]) {
    const { status, html } = await page("/", country);
    expect(status, country).toBe(200);
    const markup = html.replace(/(<style[^>]*>)[\s\S]*?(<\/style>)/g, "$1$2");
    expect(markup.length, country).toBeLessThan(html.length);
    expect(Buffer.byteLength(markup), country).toBeLessThanOrEqual(80_000);
  }
});
