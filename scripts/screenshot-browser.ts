/**
 * The browser the screenshot scripts share: the system Chromium, and a page per width set up the
 * same way everywhere (phone metrics under 768 px; reduced motion, so every section is shown in its
 * final state and the pictures are deterministic).
 */
import { chromium, type Browser, type Page } from "@playwright/test";
import { findChromium } from "./ensure-chromium.ts";

export const SCREENSHOT_WIDTHS = [375, 1440] as const;
export const SCREENSHOT_DIR = "docs/screenshots";

export function launchScreenshotBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
}

export function screenshotContext(browser: Browser, width: number) {
  return browser.newContext({
    viewport: { width, height: width < 768 ? 812 : 900 },
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
    isMobile: width < 768,
    hasTouch: width < 768,
  });
}

/**
 * Before a full-page capture: blocks below the fold render only near the viewport
 * (`content-visibility: auto`, shared.css), and a capture past the viewport does not scroll, so they
 * would show as empty space. Rendered all at once for the picture, as a visitor sees each in turn.
 */
export async function renderEveryBlock(page: Page): Promise<void> {
  await page.addStyleTag({ content: "*{content-visibility:visible!important}" });
}
