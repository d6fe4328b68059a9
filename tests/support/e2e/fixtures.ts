import { test as base, type Page, type Response } from "@playwright/test";

export { expect, type Page } from "@playwright/test";

/**
 * Makes `page.goto` and `page.reload` wait until React has hydrated the page (the root marks
 * `<html data-hydrated>`). The islands load after first paint (docs/page-delivery.md), so on a
 * busy machine a click right after `load` could reach server HTML that has no handlers yet: a form
 * then posts as a document, and the next reload asks the browser to send that POST again, which
 * headless Chromium leaves waiting forever. For pages of a spec's own browser context; the `page` fixture has it.
 */
export function waitForHydration(page: Page, javaScriptEnabled = true) {
  const hydrated = async (response: Response | null) => {
    if (!javaScriptEnabled) return response; // nothing hydrates without JavaScript
    const isHtml = response?.headers()["content-type"]?.startsWith("text/html") ?? true;
    if (isHtml) await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => hydrated(await goto(url, options));
  page.reload = async (options) => hydrated(await reload(options));
  return page;
}

/** Playwright's `test`, with a `page` whose `goto` and `reload` wait until it has hydrated. */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(waitForHydration(page, javaScriptEnabled));
  },
});
