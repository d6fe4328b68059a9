import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { BLOG_SLUGS } from "../../app/content/blog/posts";
import { STATIC_PAGES } from "../../app/content/sitemap";
import { preorderGlassesAndPay } from "../support/e2e/buyer-steps";
import { openConsoleOrder, signInOperator } from "../support/e2e/console-steps";
import type { Browser, BrowserContext } from "@playwright/test";
import { expect, test, waitForHydration, type Page } from "../support/e2e/fixtures";
import { ISLAND_PAGES } from "../support/e2e/island-pages";
import { startOwnServer, type OwnServer } from "../support/e2e/own-server";

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
/** The field-data module (web-vitals), which every page adds once it has loaded. */
const FIELD_DATA = /^\/assets\/islands\/report-vitals-[\w-]+\.js$/;

/**
 * Pages that only show content, sent without scripts (ADR 026): before they have loaded they run
 * no JavaScript file at all, only three inline scripts (the `#contact` line, the cart badge's and
 * the page script); once loaded, the page script adds the field-data module (web-vitals), their
 * one file.
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
  "/store",
  "/find-my-orders",
  ...BLOG_SLUGS.map((slug) => `/blog/${slug}`),
];

/**
 * Opens `url` (on `origin`, the test server's by default; the page waits until it is interactive)
 * and answers the scripts it fetched and their bytes.
 */
async function firstLoad(page: Page, url: string, origin = "") {
  const scripts = new Set<string>();
  page.on("response", (response) => {
    const { protocol, pathname } = new URL(response.url());
    // Chromium's own PDF viewer (the manual's embed) loads scripts of its own, not over HTTP.
    if (protocol.startsWith("http") && pathname.endsWith(".js")) scripts.add(pathname);
  });
  await page.goto(`${origin}${url}`, { waitUntil: "networkidle" });
  const sizes = await Promise.all(
    [...scripts].map(async (pathname) => {
      const file = path.join(client, pathname);
      const body = statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
      const response = await page.request.get(`${origin}${pathname}`, {
        headers: { "accept-encoding": "br" },
      });
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
  test(`${route}: first load at most ${MAX_SCRIPTS} scripts and ${MAX_BYTES} bytes${scriptless ? ", only field data: sent without scripts" : ""}`, async ({
    page,
  }) => {
    const { scripts, total } = await firstLoad(page, route);
    test
      .info()
      .annotations.push({ type: "first load", description: `${scripts.length} scripts, ${total} bytes` });
    if (scriptless) {
      expect(scripts, "a content page loads only the field-data module").toEqual([
        expect.stringMatching(FIELD_DATA) as unknown,
      ]);
      // Nothing hydrates: the server marks the page interactive and leaves React Router's boot out.
      await expect(page.locator("html[data-static][data-hydrated]")).toHaveCount(1);
      expect(await page.locator("script:not([type='application/ld+json']):not([src])").count()).toBe(3);
      expect(total, `${total} bytes with headers`).toBeLessThanOrEqual(MAX_BYTES);
      return;
    }
    // The page does load its framework and route chunks (a broken bootstrap would load none).
    expect(scripts.length).toBeGreaterThan(2);
    if (ISLAND_PAGES.includes(route)) {
      expect(scripts.filter((s) => !s.startsWith("/assets/islands/"))).toEqual([]);
      await expect(page.locator("html[data-islands][data-hydrated]")).toHaveCount(1);
    }
    expect(scripts.length, scripts.join(" ")).toBeLessThanOrEqual(MAX_SCRIPTS);
    expect(total, `${scripts.length} scripts, ${total} bytes with headers`).toBeLessThanOrEqual(MAX_BYTES);
  });
}

/**
 * Vue Glass's product page draws the story of /features under its buying hero. The story is server
 * HTML, outside every live island, so only Add to Cart's code comes with the page.
 */
test("/store/vue-glass loads no code for its story", async ({ page }) => {
  const { scripts } = await firstLoad(page, "/store/vue-glass");
  await expect(page.getByRole("button", { name: "Add to Cart" })).toBeVisible();
  // Only Add to Cart's island comes with the page's code; the story is server HTML.
  expect(scripts.some((s) => /\/add-to-cart\.island-[\w-]+\.js$/.test(s))).toBe(true);
  expect(scripts.filter((s) => /feature-story|feature-card/.test(s))).toEqual([]);
});

/**
 * The pages behind a purchase or a sign-in, from a shop of their own (an order paid in the sandbox,
 * an operator signed in). The order page and the payment pages (the callback and the sandbox's
 * checkout, ADR 033) are made of islands and keep the bound above. Every console page (ADR 032)
 * is sent without React Router's scripts, its forms posting as documents: no script file at all,
 * only the submit guard's inline line and the cart badge's.
 */
const CONSOLE: { url: string; signedIn: boolean }[] = [
  { url: "/admin", signedIn: false },
  { url: "/admin/verify?token=unused", signedIn: false },
  ...[
    "/admin/dashboard",
    "/admin/preorders",
    "/admin/preorders/{id}",
    "/admin/preorders/{id}/cancel",
    "/admin/preorders/{id}/refund",
    "/admin/review",
    "/admin/leads",
    "/admin/audit",
    "/admin/fulfilment",
    "/admin/fulfilment/orders",
    "/admin/fulfilment/dispatch",
    "/admin/delivery-windows",
    "/admin/waves",
  ].map((url) => ({ url, signedIn: true })),
];

test.describe("pages behind a purchase or a sign-in", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  const OPERATOR = "ops@luxid.example";
  let own: OwnServer | undefined;
  /** The signed-in operator's cookies, for a fresh context (an empty cache) per page. */
  let operator: Awaited<ReturnType<BrowserContext["storageState"]>>;
  /** The paid order's page, and what the URLs above name in braces. */
  let orderPage = "";
  const named = { "{payment}": "", "{id}": "" };

  test.beforeAll(async ({ browser }) => {
    // A fresh database, a pre-order paid in the sandbox and a sign-in: minutes on a busy machine.
    test.setTimeout(180_000);
    own = await startOwnServer("budget", (url) => ({ PUBLIC_SITE_URL: url, OPERATOR_EMAILS: OPERATOR }));
    const context = await browser.newContext();
    const page = waitForHydration(await context.newPage());
    const booked = await preorderGlassesAndPay(page, own.baseUrl);
    // The buyer's return from the checkout, with the payment's ids, as the browser was sent there.
    const callback = new URL(page.url());
    named["{payment}"] = callback.search.slice(1);
    const order = new URL(booked.orderUrl);
    orderPage = `${order.pathname}${order.search}`;
    await signInOperator(page, own, OPERATOR);
    await openConsoleOrder(page, own.baseUrl, booked.reference);
    named["{id}"] = new URL(page.url()).pathname.split("/").at(-1)!;
    operator = await context.storageState();
    await context.close();
  });
  test.afterAll(async () => own?.stop());

  /** A page's first load from a fresh context (nothing cached), signed in or not. */
  async function firstLoadOf(browser: Browser, url: string, signedIn: boolean) {
    const context = await browser.newContext(signedIn ? { storageState: operator } : {});
    try {
      const page = waitForHydration(await context.newPage());
      const path = url.replace(/\{\w+\}/, (name) => named[name as keyof typeof named]);
      const load = await firstLoad(page, path, own!.baseUrl);
      test.info().annotations.push({
        type: `first load of ${url.split("?")[0]}`,
        description: `${load.scripts.length} scripts, ${load.total} bytes`,
      });
      return load;
    } finally {
      await context.close();
    }
  }

  const ISLAND_PAGES_BEHIND = [
    { name: "the order page", url: () => orderPage },
    { name: "the payment callback", url: () => "/payment-callback?{payment}" },
    { name: "the sandbox checkout", url: () => "/payment-sandbox" },
  ];
  for (const { name, url } of ISLAND_PAGES_BEHIND) {
    test(`${name}: at most ${MAX_SCRIPTS} scripts and ${MAX_BYTES} bytes, islands only`, async ({
      browser,
    }) => {
      const { scripts, total } = await firstLoadOf(browser, url(), false);
      // The page does load its code (a broken bootstrap would load none).
      expect(scripts.length).toBeGreaterThan(2);
      expect(scripts.filter((s) => !s.startsWith("/assets/islands/"))).toEqual([]);
      expect(scripts.length, scripts.join(" ")).toBeLessThanOrEqual(MAX_SCRIPTS);
      expect(total, `${scripts.length} scripts, ${total} bytes with headers`).toBeLessThanOrEqual(MAX_BYTES);
    });
  }

  for (const { url, signedIn } of CONSOLE) {
    test(`${url}: at most ${MAX_SCRIPTS} scripts and ${MAX_BYTES} bytes, none at all: the console is not hydrated`, async ({
      browser,
    }) => {
      const context = await browser.newContext(signedIn ? { storageState: operator } : {});
      try {
        const page = waitForHydration(await context.newPage());
        const { scripts, total } = await firstLoadOf(browser, url, signedIn);
        expect(scripts.length, scripts.join(" ")).toBeLessThanOrEqual(MAX_SCRIPTS);
        expect(total).toBeLessThanOrEqual(MAX_BYTES);
        expect(scripts, "a console page loads no script file").toEqual([]);
        // The page itself, as sent (not a sign-in page standing in for a lost session): marked
        // interactive by the server, without a module script.
        const path = url.replace(/\{\w+\}/, (name) => named[name as keyof typeof named]);
        await page.goto(`${own!.baseUrl}${path}`);
        expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(path);
        await expect(page.locator("html[data-static][data-hydrated]")).toHaveCount(1);
        expect(await page.locator("script[type='module'], script[src]").count()).toBe(0);
      } finally {
        await context.close();
      }
    });
  }
});
