/**
 * Interaction to Next Paint, measured the way a browser reports it: Playwright loads the page on
 * Lighthouse's phone screen with the CPU slowed 4x, taps once the page is ready, and reads the
 * Event Timing entries of that tap (`PerformanceObserver`, type `event`): the longest duration of
 * an entry with an interaction id is the page's INP for that visit. A Lighthouse navigation has no
 * visitor input, so it cannot give this figure.
 *
 * The tap: the page's first `<summary>` (a disclosure: the FAQ, an article's share menu) when it
 * has one, else its first heading: the browser still hit-tests, dispatches and paints the next
 * frame, the part of an interaction a page's layout and paint cost decide.
 */
import { type Browser, chromium } from "@playwright/test";
import { findChromium } from "../ensure-chromium.ts";

export function launchInteractionBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
}

/** One visit's INP in milliseconds, and what was tapped. */
export async function interactionOf(
  browser: Browser,
  url: string,
  { marksHydration = true }: { marksHydration?: boolean } = {},
): Promise<{ ms: number; target: string }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(() => {
      const w = window as unknown as { __inp: number };
      w.__inp = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as PerformanceEventTiming[])
          if (e.interactionId) w.__inp = Math.max(w.__inp, e.duration);
      }).observe({ type: "event", durationThreshold: 16, buffered: true });
    });
    await page.goto(url, { waitUntil: "networkidle" });
    // The shop's pages that hydrate mark it on <html>, those without scripts carry the mark from the
    // server; the template marks nothing and has hydrated once its few scripts have run.
    if (marksHydration)
      await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
    const summary = page.locator("summary:visible").first();
    const target = (await summary.count()) ? summary : page.locator("h1, h2").first();
    const name = (await summary.count()) ? "summary" : "heading";
    await target.tap();
    // Event Timing entries are queued after the next paint: wait for two frames before reading.
    const ms = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              setTimeout(() => resolve((window as unknown as { __inp: number }).__inp), 100),
            ),
          ),
        ),
    );
    return { ms, target: name };
  } finally {
    await context.close();
  }
}
