import { test as base } from "@playwright/test";

export { expect, type Page } from "@playwright/test";

/**
 * Playwright's `test`, with `page.goto` waiting until React has hydrated the page (the root marks
 * `<html data-hydrated>`). The JavaScript loads after first paint (ADR 006), so on a busy machine a
 * click right after `load` could reach server HTML that has no handlers yet.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!javaScriptEnabled) return response; // nothing hydrates without JavaScript
      const isHtml = response?.headers()["content-type"]?.startsWith("text/html") ?? true;
      if (isHtml) await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
      return response;
    };
    await use(page);
  },
});
