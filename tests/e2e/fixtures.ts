import { test as base, type Response } from "@playwright/test";

export { expect, type Page } from "@playwright/test";

/**
 * Playwright's `test`, with `page.goto` and `page.reload` waiting until React has hydrated the page
 * (the root marks `<html data-hydrated>`). The JavaScript loads after first paint (ADR 020), so on a
 * busy machine a click right after `load` could reach server HTML that has no handlers yet: a form
 * then posts as a document, and the next reload asks the browser to send that POST again, which
 * headless Chromium leaves waiting forever.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
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
    await use(page);
  },
});
