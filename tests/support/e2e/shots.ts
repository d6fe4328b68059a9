import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import type { Mail } from "./outbox";

/** Where pictures go: docs/screenshots/ with UPDATE_SCREENSHOTS=1, else the test's output folder. */
const shotsDir = () => (process.env.UPDATE_SCREENSHOTS ? "docs/screenshots" : test.info().outputPath());

/**
 * The page as it stands at 375 and 1440 px, as `<name>-<width>.png`: full length, or (`screen`)
 * the one screen the buyer lands on, which shows whether the answer is in it. Reduced motion
 * draws every section in its final state (a section not yet revealed would be blank).
 */
export async function screenshots(page: Page, name: string, { screen = false } = {}) {
  const dir = shotsDir();
  await mkdir(dir, { recursive: true });
  const before = page.viewportSize();
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: !screen });
  }
  if (before) await page.setViewportSize(before);
}

/** An e-mail's HTML part (from the .eml outbox), drawn at 375 and 1440 px. */
export async function mailScreenshots(browser: Browser, mail: Mail, name: string) {
  const html = /<!DOCTYPE html[\s\S]*<\/html>/i.exec(mail.text)?.[0];
  expect(html, `${name}: an HTML part`).toBeTruthy();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.setContent(html!);
  await screenshots(page, `email-${name}`);
  await context.close();
}
