import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { nextFrames } from "./frames";

/** Fails on serious or critical accessibility violations of the page as it is now. */
export async function expectAccessible(page: Page) {
  // Blocks below the fold render only near the viewport (`content-visibility: auto`, shared.css): a
  // skipped block has no layout, so axe could not tell its text's background and would guess.
  // Rendered all at once for the audit, as a visitor sees each in turn, and painted: axe finds a
  // text's background by hit-testing, and a block the browser has not painted yet answered with
  // the page's (CI saw the whole footer fail contrast once in a run).
  await page.addStyleTag({ content: "*{content-visibility:visible!important}" });
  await nextFrames(page);
  // Then finite animations and transitions (section reveals) are jumped to their end: contrast is
  // judged on final colours. After the blocks render, not before: a block's styles are brought up
  // to date only when it renders, so a reveal armed while it was skipped starts its fade then (CI
  // saw the landing's sections judged half-faded). (Waiting for them hung when one had not
  // started: a paused animation never finishes.) Scroll-driven animations (the background's
  // parallax) follow the scroll, not the clock, and stay as they are.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (!(animation.timeline instanceof DocumentTimeline)) continue;
      if (animation.effect?.getTiming().iterations === Infinity) continue;
      try {
        animation.finish();
      } catch {
        // A zero playback rate cannot finish; such an animation shows its current frame.
      }
    }
  });
  await nextFrames(page);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}
