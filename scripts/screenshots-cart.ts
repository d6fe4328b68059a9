/**
 * The pre-order cart's states a plain page capture cannot show, at 375 px and 1440 px, into
 * docs/screenshots/: VueRING with its ring size chosen and the address in India, the same cart
 * shipping to Germany (postal hint, card-only balance and the duties note), and the manual's sizing
 * guide. `node scripts/screenshots-cart.ts [baseUrl]` against a running production server.
 */
import type { Page } from "@playwright/test";
import {
  launchScreenshotBrowser,
  renderEveryBlock,
  SCREENSHOT_DIR,
  SCREENSHOT_WIDTHS,
  screenshotContext,
} from "./screenshot-browser.ts";

const [base = "http://127.0.0.1:3000"] = process.argv.slice(2);
const out = SCREENSHOT_DIR;

const browser = await launchScreenshotBrowser();

async function cart(page: Page, country: string) {
  await page.goto(`${base}/preorder?items=glasses,vuering`, { waitUntil: "load" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("combobox", { name: "Ring size" }).selectOption("9");
  await page.getByRole("textbox", { name: "Full Name", exact: true }).fill("Asha Rao");
  await page.getByRole("combobox", { name: "Country" }).selectOption(country);
  // Back to the top, so the sticky header is captured where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await renderEveryBlock(page);
}

for (const width of SCREENSHOT_WIDTHS) {
  const context = await screenshotContext(browser, width);
  const page = await context.newPage();
  await cart(page, "IN");
  await page.screenshot({ path: `${out}/preorder-ring-size-india-${width}.png`, fullPage: true });
  await cart(page, "DE");
  await page.screenshot({ path: `${out}/preorder-country-germany-${width}.png`, fullPage: true });
  await page.goto(`${base}/store/vuering/manual#ring-size`, { waitUntil: "load" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.locator("#ring-size").screenshot({ path: `${out}/vuering-sizing-guide-${width}.png` });
  await context.close();
}
await browser.close();
