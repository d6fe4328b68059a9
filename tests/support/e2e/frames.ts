import type { Page } from "@playwright/test";

/**
 * Resolves once the browser has produced two more frames: what changed before (a scroll, a style
 * sheet, a class) has been styled, laid out and painted.
 */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
