/**
 * Screenshots of moments a full-page capture cannot show, at 375 px and 1440 px, into
 * docs/screenshots/ (`{page}-{moment}-{width}.png`), from a running server:
 * `node scripts/screenshots-states.ts [baseUrl] [moment…]` (default http://127.0.0.1:3000; every
 * moment unless named).
 *
 * - store_vue-glass-first-screen: what a phone shows of Vue Glass's product page before scrolling.
 * - home-welcome-toast: the welcome toast beside the music button, at the foot of the screen.
 * - home-hero-caption-fade: the hero mid cross-fade, held 0.45 s after "Next slide".
 * - blog-keywords-open: the keyword filter with "More keywords" opened.
 * - about-founders: the founders' cards.
 * - preorder-payment-escape: the pre-order page after the payment window was closed with Escape
 *   (the focus ring is back on the button that opened it).
 */
import { mkdirSync } from "node:fs";
import { chromium, expect, type Page } from "@playwright/test";
import { findChromium } from "./ensure-chromium.ts";

const [base = "http://127.0.0.1:3000", ...only] = process.argv.slice(2);
const out = "docs/screenshots";
mkdirSync(out, { recursive: true });

/** WELCOME_TOAST.storageKey in app/content/landing.ts (not importable here: its imports have no extensions). */
const WELCOMED_KEY = "luxid:welcomed";

const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached" });

const moments: Record<string, (page: Page, width: number) => Promise<void>> = {
  "store_vue-glass-first-screen": async (page) => {
    await page.goto(`${base}/store/vue-glass`);
    await hydrated(page);
    await page.evaluate(() => document.fonts.ready);
  },
  "home-welcome-toast": async (page) => {
    await page.goto(`${base}/`);
    await hydrated(page);
    await page.getByText("Welcome to Luxid").waitFor();
    await page.waitForTimeout(400); // the toast's 0.2 s entrance
  },
  "home-hero-caption-fade": async (page) => {
    await page.goto(`${base}/`);
    await hydrated(page);
    const hero = page.getByTestId("hero-carousel");
    await hero.getByRole("button", { name: "Pause slideshow" }).click();
    await hero.evaluate((el) => el.scrollIntoView({ block: "center" }));
    // Both pictures of the cross-fade loaded and decoded (the next slide's is fetched while the
    // first shows), so the held frame shows them blending rather than an empty frame.
    await expect
      .poll(() =>
        hero.evaluate(async (el) => {
          const pictures = [...el.querySelectorAll<HTMLImageElement>("[role=group] img")].slice(0, 2);
          await Promise.all(pictures.map((img) => img.decode().catch(() => undefined)));
          return pictures.length === 2 && pictures.every((img) => img.complete && img.naturalWidth > 0);
        }),
      )
      .toBe(true);
    // Mid cross-fade, held there: the cross-fade's transitions paused 0.45 s in (the pictures
    // blend, the leaving caption is gone, the next one is coming in).
    await hero.evaluate(async (region) => {
      region.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]')!.click();
      let running: Animation[] = [];
      while (running.length < 2) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        running = region.getAnimations({ subtree: true });
      }
      for (const animation of running) {
        animation.pause();
        animation.currentTime = 450;
      }
    });
  },
  "blog-keywords-open": async (page) => {
    await page.goto(`${base}/blog`);
    await hydrated(page);
    await page.getByText(/^More keywords/).click();
  },
  "about-founders": async (page) => {
    await page.goto(`${base}/about`);
    await hydrated(page);
    await page.evaluate(() => {
      document.getElementById("founders-title")!.scrollIntoView({ block: "start" });
      window.scrollBy(0, -120); // below the pinned header
    });
  },
  "preorder-payment-escape": async (page) => {
    await page.goto(`${base}/preorder?items=glasses`);
    await hydrated(page);
    const field = (name: string) => page.getByRole("textbox", { name, exact: true });
    await field("Full Name").fill("Asha Rao");
    await field("Email").fill("asha@example.com");
    await field("Phone").fill("+91 98765 43210");
    await field("Shipping Address").fill("12 MG Road, Bengaluru 560001");
    const pay = page.getByRole("button", { name: /^Proceed to Payment/ });
    await pay.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: "Sandbox checkout" }).waitFor({ timeout: 20_000 });
    await page.keyboard.press("Escape");
    await page.getByText("Payment Cancelled").waitFor();
    await pay.evaluate((button) => button.scrollIntoView({ block: "center" }));
  },
};

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
for (const width of [375, 1440]) {
  for (const [name, reach] of Object.entries(moments)) {
    if (only.length > 0 && !only.includes(name)) continue;
    // A fresh context each time: the welcome toast shows once per browser session.
    const context = await browser.newContext({
      viewport: { width, height: width < 768 ? 812 : 900 },
      deviceScaleFactor: 1,
      isMobile: width < 768,
      hasTouch: width < 768,
    });
    // The welcome toast only where it is the subject: elsewhere the session has seen it.
    if (name !== "home-welcome-toast") {
      await context.addInitScript((key) => sessionStorage.setItem(key, "1"), WELCOMED_KEY);
    }
    const page = await context.newPage();
    await reach(page, width);
    await page.screenshot({ path: `${out}/${name}-${width}.png` });
    console.log(`${out}/${name}-${width}.png`);
    await context.close();
  }
}
await browser.close();
