import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { BLOG_SLUGS } from "../../app/content/blog/posts";
import { STATIC_PAGES } from "../../app/content/sitemap";
import { expect, test, type Page } from "./fixtures";

/**
 * First loads in JavaScript, counted as Lighthouse counts them: response headers included. The
 * browser here talks plain HTTP, where Chromium does not ask for brotli, so each body is the `.br`
 * file the server sends to browsers that do (scripts/precompress.ts; files under 1 KB are sent as
 * they are), and its headers are those the server sends with it.
 */
const client = path.resolve(process.env.BUILD_DIR ?? "build", "client");

/** Every route's bound: 100 KB (100 000 bytes, headers included) in at most 8 scripts. */
const MAX_BYTES = 100_000;
const MAX_SCRIPTS = 8;

/**
 * The pages that still hydrate do not meet that bound yet: React, React DOM and React Router are
 * 93 KB of it alone (the `framework` chunk, brotli), and Rolldown splits the store pages' code
 * into many small chunks. Each is held to its first load as measured on 2026-11-26, after the
 * delivery-date words moved to the root loader's data (rounded up to 100 bytes; `/blog` carries the script-less share menu too), so none grows
 * while it is cut to the bound: [scripts, bytes]. A route missing here is held to the bound.
 */
// Measured after the ring size, the shipping country and the retried pre-order joined the pages
// (2026-11-26): +0.1–0.5 KB on most routes, /preorder +7 KB in 3 more scripts. The 100 KB and
// 8-script target stands; these bounds only stop further growth.
const NOT_YET: Record<string, readonly [number, number]> = {
  "/": [7, 110_700],
  "/store": [12, 113_200],
  "/store/vue-glass": [17, 118_400],
  "/store/vuering": [19, 121_700],
  "/store/vuering/technical": [21, 123_800],
  "/store/vuering/features": [20, 122_900],
  "/store/vuering/manual": [20, 122_600],
  "/store/vulink": [18, 119_700],
  "/store/vulink/setup": [21, 124_200],
  "/store/vue-link": [18, 119_700],
  "/store/vue-visor": [18, 119_500],
  "/blog": [8, 107_800],
  "/preorder": [19, 146_300],
};

/**
 * Pages that only show content, sent without scripts (ADR 026): they load no JavaScript file at
 * all, only the cart badge's inline line.
 */
const SCRIPTLESS = [
  "/about",
  "/features",
  "/contact",
  "/tech-neck-solution",
  "/faq",
  "/privacy-policy",
  "/terms",
  "/return-policy",
  "/shipping-policy",
  ...BLOG_SLUGS.map((slug) => `/blog/${slug}`),
];

/** Opens `url` (the fixture waits until it is interactive) and answers the scripts it fetched and their bytes. */
async function firstLoad(page: Page, url: string) {
  const scripts = new Set<string>();
  page.on("response", (response) => {
    const { protocol, pathname } = new URL(response.url());
    // Chromium's own PDF viewer (the manual's embed) loads scripts of its own, not over HTTP.
    if (protocol.startsWith("http") && pathname.endsWith(".js")) scripts.add(pathname);
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const sizes = await Promise.all(
    [...scripts].map(async (pathname) => {
      const file = path.join(client, pathname);
      const body = statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
      const response = await page.request.get(pathname, { headers: { "accept-encoding": "br" } });
      // As they go on the wire: the status line, `Name: value` lines, and the blank line.
      const headers = response
        .headersArray()
        .reduce(
          (sum, { name, value }) => sum + name.length + value.length + 4,
          "HTTP/1.1 200 OK\r\n".length + 2,
        );
      return body + headers;
    }),
  );
  return { scripts: [...scripts], total: sizes.reduce((sum, size) => sum + size, 0) };
}

const routes = [...STATIC_PAGES, ...BLOG_SLUGS.map((slug) => `/blog/${slug}`)];

for (const route of routes) {
  const scriptless = SCRIPTLESS.includes(route);
  const [maxScripts, maxBytes] = NOT_YET[route] ?? [MAX_SCRIPTS, MAX_BYTES];
  test(`${route}: first load at most ${maxScripts} scripts and ${maxBytes} bytes${scriptless ? ", none at all: sent without scripts" : ""}`, async ({
    page,
  }) => {
    const { scripts, total } = await firstLoad(page, route);
    test
      .info()
      .annotations.push({ type: "first load", description: `${scripts.length} scripts, ${total} bytes` });
    if (scriptless) {
      expect(scripts, "a content page loads no script file").toEqual([]);
      // Nothing hydrates: the server marks the page interactive and leaves React Router's boot out.
      await expect(page.locator("html[data-static][data-hydrated]")).toHaveCount(1);
      expect(await page.locator("script:not([type='application/ld+json'])").count()).toBe(1);
      return;
    }
    // The page does load its framework and route chunks (a broken bootstrap would load none).
    expect(scripts.length).toBeGreaterThan(2);
    expect(scripts.length, scripts.join(" ")).toBeLessThanOrEqual(maxScripts);
    expect(total, `${scripts.length} scripts, ${total} bytes with headers`).toBeLessThanOrEqual(maxBytes);
  });
}

/**
 * Vue Glass's product page draws the story of /features under its buying hero. The story is a
 * static island (ADR 008), so the hero's code (Add to Cart, prices) comes instead of the story's.
 */
test("/store/vue-glass loads no code for its story", async ({ page }) => {
  const { scripts } = await firstLoad(page, "/store/vue-glass");
  await expect(page.getByRole("button", { name: "Add to Cart" })).toBeVisible();
  expect(scripts.some((s) => /\/vue-glass-[\w-]+\.js$/.test(s))).toBe(true);
  expect(scripts.filter((s) => /feature-story|feature-card/.test(s))).toEqual([]);
});
