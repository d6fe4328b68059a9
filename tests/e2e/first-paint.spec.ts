import { PAINT_WAIT_CAP_MS } from "../../app/lib/boot-after-paint.server";
import { expect, test, type Page } from "../support/e2e/fixtures";

/**
 * A page of the shop requests no script before its first paint (ADR 034): a page of live islands
 * imports its boot from an inline module script once the browser has reported the first
 * contentful paint. Lighthouse's simulation counts every script a page requested before its
 * observed paint as needed for it, even one that itself waits for the paint.
 */
const PAGES = [
  { url: "/about", islands: false },
  { url: "/store/vuering", islands: true },
  { url: "/", islands: true },
];

/** The page's first contentful paint and every script it fetched, in ms since navigation. */
async function loadOrder(page: Page) {
  return page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    // A module script (the loader) runs once the document is parsed, not before.
    parsed: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).domInteractive,
    scripts: performance
      .getEntriesByType("resource")
      .filter((e) => new URL(e.name).pathname.endsWith(".js"))
      .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
  }));
}

for (const { url, islands } of PAGES) {
  test(`${url} requests no script before its first paint${islands ? ", and hydrates after it" : ""}`, async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(url);
    // A small page can fire its load event before its first frame on a busy machine.
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    const { paint, parsed, scripts } = await loadOrder(page);
    expect(paint).toBeGreaterThan(0);
    if (islands) {
      expect(scripts.some((s) => /^\/assets\/islands\/live-boot-[\w-]+\.js$/.test(s.path))).toBe(true);
      await expect(page.locator("html[data-islands][data-hydrated]")).toHaveCount(1);
    } else {
      // Only the field-data module, which the page script adds once the page has loaded and painted.
      expect(scripts.filter((s) => !/^\/assets\/islands\/report-vitals-[\w-]+\.js$/.test(s.path))).toEqual(
        [],
      );
    }
    // The loader waits for the paint, or PAINT_WAIT_CAP_MS at most: a busy machine paints later.
    // (The field-data module waits for the paint, uncapped.)
    const waited = Math.min(paint!, parsed + PAINT_WAIT_CAP_MS);
    for (const script of scripts) expect(script.start, script.path).toBeGreaterThanOrEqual(waited);
    // The page's CSP let its inline scripts run (the boot loader's hash or nonce).
    expect(refused).toEqual([]);
  });
}
