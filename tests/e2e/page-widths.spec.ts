import { randomBytes, randomUUID } from "node:crypto";
import { BLOG_SLUGS } from "../../app/content/blog/posts";
import { STATIC_PAGES } from "../../app/content/sitemap";
import { openWave, signInOperator } from "../support/e2e/console-steps";
import { expect, test, type Page } from "../support/e2e/fixtures";
import { ownShopForSpec } from "../support/e2e/own-server";
import { bookAndPayByApi } from "../support/e2e/api-orders";
import { screenshots } from "../support/e2e/shots";

/**
 * No page is wider than the screen: at 320, 375 and 1440 px every route (the public pages, an
 * order page with its balance due, the payment pages and the console) fits its width, so nothing
 * pans sideways on a phone. A page that is too wide names its widest element.
 */
const OPERATOR = "ops@luxid.example";
test.describe.configure({ mode: "serial", timeout: 300_000 });

const own = ownShopForSpec("widths", { operator: OPERATOR });

/** Pages whose look changed with their widths, kept at 375 and 1440 px (see shots.ts). */
const SHOWN = ["/faq", "/blog", "/admin/waves"];

const PUBLIC = [
  ...STATIC_PAGES,
  ...BLOG_SLUGS.map((slug) => `/blog/${slug}`),
  "/payment-callback",
  "/no/such/page",
];

/** A paid glasses order: its id and its page's path (with the link's token). */
async function paidOrder(page: Page): Promise<{ id: string; path: string }> {
  const { id, path } = await bookAndPayByApi(page.request, own.baseUrl, {
    name: "Asha Rao",
    email: `buyer-${randomBytes(4).toString("hex")}@example.com`,
    phone: "+91 98765 43210",
    address: "Flat 4B, Prestige Lakeside Habitat, Varthur Main Road, Bengaluru, Karnataka 560087",
    items: [
      { id: "glasses", quantity: 1 },
      { id: "vuering", quantity: 1, ringSize: 8 },
    ],
    idempotencyKey: randomUUID(),
    fillMs: 10_000,
  });
  return { id, path };
}

/**
 * How far the page reaches past the screen's right edge, and its widest element if it does; a
 * table cell whose content spills over its neighbour counts as too wide too.
 */
async function overflow(page: Page): Promise<{ px: number; widest: string }> {
  return page.evaluate(() => {
    const px = document.documentElement.scrollWidth - window.innerWidth;
    let widest = "";
    if (px > 0) {
      let right = 0;
      // An element inside a box that scrolls sideways (the console's tabs) widens nothing: skip it.
      const clipped = (el: Element) => {
        for (let p = el.parentElement; p; p = p.parentElement) {
          if (["auto", "scroll", "hidden", "clip"].includes(getComputedStyle(p).overflowX)) return true;
        }
        return false;
      };
      for (const el of document.querySelectorAll("body *")) {
        if (clipped(el)) continue;
        const r = el.getBoundingClientRect().right;
        if (r > right) {
          right = r;
          widest = `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)} (${Math.round(r)} px)`;
        }
      }
    }
    // A table cell whose content runs past its edge writes over its neighbour.
    const spilling = [...document.querySelectorAll("td, th")].find((c) => c.scrollWidth > c.clientWidth + 1);
    if (spilling) widest += ` cell spills: "${spilling.textContent?.slice(0, 40)}"`;
    return { px: spilling ? Math.max(px, 1) : px, widest };
  });
}

test("every route, the console included, fits 320, 375 and 1440 px", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const orders = [await paidOrder(page), await paidOrder(page)];
  await signInOperator(page, own, OPERATOR);
  await openWave(page, own.baseUrl, 1);
  const console = [
    "/admin/dashboard",
    "/admin/preorders",
    ...orders.map((o) => `/admin/preorders/${o.id}`),
    `/admin/preorders/${orders[1]!.id}/cancel`,
    `/admin/preorders/${orders[1]!.id}/refund`,
    "/admin/review",
    "/admin/leads",
    "/admin/audit",
    "/admin/fulfilment",
    "/admin/fulfilment/orders",
    "/admin/fulfilment/dispatch",
    "/admin/delivery-windows",
    "/admin/waves",
  ];
  const routes = [...PUBLIC, ...orders.map((o) => o.path), ...console];
  const failures: string[] = [];
  for (const width of [320, 375, 1440]) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    for (const path of routes) {
      await page.goto(`${own.baseUrl}${path}`);
      const { px, widest } = await overflow(page);
      if (px > 0) failures.push(`${path.split("?")[0]} at ${width} px: ${px} px too wide; ${widest}`);
    }
  }
  expect(failures).toEqual([]);
  for (const path of SHOWN) {
    await page.goto(`${own.baseUrl}${path}`);
    await screenshots(page, path.replace(/^\//, "").replace(/\//g, "-"));
  }
  await context.close();
});
