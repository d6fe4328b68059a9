// Playwright's own `test`: these pages are timed from their navigation, not from their hydration.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { nextFrames } from "../support/e2e/frames";

/**
 * `npm run bench:interaction` (playwright.bench.config.ts; not part of `npm test`, its figures are
 * timings, which a busy machine stretches). The pre-order page on a mid-range phone: a CPU 4x
 * slower than this machine's and, for the first load, Lighthouse's slow 4G (1.6 Mbps down,
 * 750 Kbps up, 150 ms round trips).
 *
 * - Every interaction of a buyer's pre-order (choosing a product, typing each answer key by key,
 *   opening the "Add Vue Glass?" dialog and answering it) is painted within 200 ms: the longest
 *   Event Timing entry of each interaction, as the browser reports it for INP.
 * - The page is interactive within 3 s of its navigation: `<html data-hydrated>` is set and a key
 *   typed into the form reaches the island (it keeps the tab's draft of the form).
 */
const MAX_INTERACTION_MS = 200;
const MAX_INTERACTIVE_MS = 3_000;
/**
 * A fast typist's pace between keys. Keys sent back to back (Playwright's default) queue behind
 * one another, and each one's duration then counts the wait for all the keys before it: no
 * interaction of a person's.
 */
const TYPING_MS = 100;
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

async function onPhone(browser: Browser, network: boolean, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    if (network) {
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    }
    await run(page);
  } finally {
    await context.close();
  }
}

const field = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });

test("choosing a product, typing each answer and the accessory dialog each paint within 200 ms", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await onPhone(browser, false, async (page) => {
    await page.goto("/preorder");
    await page.locator("html[data-islands][data-hydrated]").waitFor({ state: "attached" });
    // Every interaction's event entries from here on (16 ms is the smallest threshold allowed).
    await page.evaluate(() => {
      const longest: Record<number, { name: string; duration: number }> = {};
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[]) {
          if (!entry.interactionId) continue;
          const seen = longest[entry.interactionId];
          if (!seen || entry.duration > seen.duration) {
            longest[entry.interactionId] = { name: entry.name, duration: entry.duration };
          }
        }
      }).observe({ type: "event", durationThreshold: 16, buffered: true });
      (window as unknown as { longest: typeof longest }).longest = longest;
    });

    await page.getByRole("button", { name: "Select: Vue Visor" }).click();
    await expect(page.getByRole("button", { name: "Selected: Vue Visor" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const answers: [string, string][] = [
      ["Full Name", "Asha Rao"],
      ["Email", "asha@example.com"],
      ["Phone", "+91 98765 43210"],
      ["Shipping Address", "12 MG Road, Bengaluru 560001"],
    ];
    for (const [label, text] of answers) {
      // As a buyer does: the field scrolled to first (a scroll is no interaction), then tapped.
      await field(page, label).scrollIntoViewIfNeeded();
      await nextFrames(page);
      await field(page, label).click();
      await field(page, label).pressSequentially(text, { delay: TYPING_MS });
    }
    await page.getByRole("button", { name: /^Proceed to Payment/ }).click();
    const dialog = page.getByRole("dialog", { name: "Add Vue Glass?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Add Vue Glass" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Selected: Vue Glass" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    // The last interaction's entry is reported once its frame is painted.
    await nextFrames(page);
    const longest = await page.evaluate(
      () => (window as unknown as { longest: Record<number, { name: string; duration: number }> }).longest,
    );
    const interactions = Object.values(longest);
    const slowest = interactions.reduce((a, b) => (b.duration > a.duration ? b : a), {
      name: "",
      duration: 0,
    });
    test.info().annotations.push({
      type: "slowest interaction",
      description: `${slowest.name} ${slowest.duration} ms of ${interactions.length} over 16 ms`,
    });
    expect(slowest.duration, `${slowest.name}: ${JSON.stringify(interactions)}`).toBeLessThanOrEqual(
      MAX_INTERACTION_MS,
    );
  });
});

test("on slow 4G the page is interactive within 3 s of its navigation", async ({ browser }) => {
  test.setTimeout(120_000);
  await onPhone(browser, true, async (page) => {
    await page.goto("/preorder?items=glasses", { waitUntil: "commit" });
    await page.locator("html[data-islands][data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
    // The island writes the tab's draft of the form on each change it handles.
    await field(page, "Full Name").press("Z");
    // When the island has the key: milliseconds since the navigation started, on the page's clock.
    const handle = await page.waitForFunction(
      () => (sessionStorage.getItem("luxid:preorder-draft")?.includes('"Z"') ? performance.now() : 0),
      null,
      { polling: 16 },
    );
    const interactive = await handle.jsonValue();
    test.info().annotations.push({ type: "interactive after", description: `${Math.round(interactive)} ms` });
    expect(interactive).toBeLessThanOrEqual(MAX_INTERACTIVE_MS);
  });
});
