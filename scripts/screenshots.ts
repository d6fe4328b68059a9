/**
 * Screenshots of every page at 375 px and 1440 px into docs/screenshots/, from a running server:
 * `node scripts/screenshots.ts [baseUrl] [path…]` (default http://127.0.0.1:3000; start it with
 * `npm start`). Paths, when given, limit it to those pages (the ones a change touched).
 */
import { mkdirSync } from "node:fs";
import { BLOG_SLUGS } from "../app/content/blog/posts.ts";
import { STATIC_PAGES } from "../app/content/sitemap.ts";
import {
  launchScreenshotBrowser,
  renderEveryBlock,
  SCREENSHOT_DIR,
  SCREENSHOT_WIDTHS,
  screenshotContext,
} from "./screenshot-browser.ts";

const [base = "http://127.0.0.1:3000", ...only] = process.argv.slice(2);
// Every page a visitor can reach: the sitemap's pages, every article, the callback and a 404.
const pages =
  only.length > 0
    ? only
    : [...STATIC_PAGES, ...BLOG_SLUGS.map((slug) => `/blog/${slug}`), "/payment-callback", "/not-a-page"];
const widths = SCREENSHOT_WIDTHS;
const out = SCREENSHOT_DIR;
mkdirSync(out, { recursive: true });

const browser = await launchScreenshotBrowser();
for (const width of widths) {
  const context = await screenshotContext(browser, width);
  const page = await context.newPage();
  for (const path of pages) {
    await page.goto(`${base}${path}`, { waitUntil: "load" });
    // Scroll through once so lazy images below the fold load before the full-page capture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      window.scrollTo(0, 0);
      // Images that stay lazy (hidden carousel slides) never load: wait at most 5 s for the rest.
      const pending = [...document.images].filter((img) => !img.complete);
      const loaded = Promise.all(
        pending.map(
          (img) =>
            new Promise((resolve) => {
              img.addEventListener("load", resolve, { once: true });
              img.addEventListener("error", resolve, { once: true });
            }),
        ),
      );
      await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      await document.fonts.ready;
    });
    await renderEveryBlock(page);
    const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
    console.log(`${out}/${name}-${width}.png`);
  }
  await context.close();
}
await browser.close();
