import { expect, test, type Page } from "../support/e2e/fixtures";
import { expectAccessible } from "../support/e2e/axe";
import { nextFrames } from "../support/e2e/frames";

/** The hero carousel's region and its current slide index. */
function hero(page: Page) {
  const region = page.getByRole("region", { name: "Vue Glass highlights" });
  return {
    region,
    index: () => region.getAttribute("data-index"),
    button: (name: string) => region.getByRole("button", { name, exact: true }),
  };
}

// Axe and hydration can be slow on a busy CI machine.
test.describe.configure({ timeout: 60_000 });

/**
 * Opens a page and waits until it has hydrated (the hero carousel marks itself ready): on a busy
 * machine the first paint comes long before the JavaScript that makes it interactive.
 */
async function open(page: Page, path = "/") {
  await page.goto(path);
  await expect(page.getByTestId("hero-carousel")).toHaveAttribute("data-ready", "", { timeout: 20_000 });
}

/** Fake timers that only move when the test says so (runFor), from before the page loads. */
async function frozenClock(page: Page) {
  const start = new Date("2026-03-01T10:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}

async function swipe(page: Page, dx: number) {
  const frame = page.getByTestId("hero-carousel").locator("> div").first();
  await frame.scrollIntoViewIfNeeded();
  const box = (await frame.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 3 });
  await page.mouse.move(x + dx, y, { steps: 3 });
  await page.mouse.up();
}

test.describe("landing page on a wide screen", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("has every section, with the spec's ids", async ({ page }) => {
    await open(page);
    for (const id of ["hero", "about", "gallery", "accessories", "pricing", "faq", "media"]) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
    await expect(page.getByTestId("photo-strip").getByRole("img")).toHaveCount(30);
    const loops = await page
      .getByTestId("photo-strip")
      .locator("[data-loop-seconds]")
      .evaluateAll((rows) => rows.map((r) => getComputedStyle(r).animationDuration));
    expect(loops).toEqual(["100s", "110s"]);
    const slides = '[aria-roledescription="slide"]';
    await expect(page.getByRole("region", { name: "Vue Glass in use" }).locator(slides)).toHaveCount(8);
    await expect(hero(page).region.locator(slides)).toHaveCount(7);
  });

  test("passes axe", async ({ page }) => {
    test.setTimeout(120_000); // axe checks the contrast of every text over images: slow on a busy machine
    await open(page);
    // Audited as a visitor meets it: the sections below the fold armed for their reveal (hidden
    // until scrolled to), which happens when the page's behaviours hydrate, possibly after the
    // carousel; not a page that changes under the audit.
    await expect(page.locator('[data-reveal="armed"]').first()).toBeAttached();
    await expectAccessible(page);
  });

  test("/#pricing lands with the section's top just below the header", async ({ page }) => {
    await page.goto("/#pricing");
    const header = (await page.locator("[data-site-header]").boundingBox())!;
    await expect
      .poll(async () => Math.abs((await page.locator("#pricing").boundingBox())!.y - header.height))
      .toBeLessThanOrEqual(2);
  });

  test("an in-page #link scrolls smoothly below the header and updates the hash", async ({ page }) => {
    await open(page);
    await page.getByRole("link", { name: "See pricing" }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    const header = (await page.locator("[data-site-header]").boundingBox())!;
    await expect
      .poll(async () => Math.abs((await page.locator("#pricing").boundingBox())!.y - header.height))
      .toBeLessThanOrEqual(2);
  });

  test("#contact replaces the URL with /contact", async ({ page }) => {
    await page.goto("/about");
    await page.goto("/#contact");
    await expect(page).toHaveURL(/\/contact$/, { timeout: 20_000 });
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("the welcome toast appears 1.5 s after load, once per browser session", async ({ page }) => {
    await frozenClock(page);
    await open(page);
    const toast = page.getByText("Welcome to Luxid");
    await page.clock.runFor(1_400);
    await expect(toast).toBeHidden();
    await page.clock.runFor(200);
    await expect(toast).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("hero-carousel")).toHaveAttribute("data-ready", "", { timeout: 20_000 });
    await page.clock.runFor(5_000);
    await expect(toast).toBeHidden();
  });

  test("the hero carousel advances every 5.2 s, wraps, holds 19 s on the first item after interaction", async ({
    page,
  }) => {
    await frozenClock(page);
    await open(page);
    const h = hero(page);
    await expect(h.region).toHaveAttribute("data-index", "0");
    await page.clock.runFor(5_100);
    await expect(h.region).toHaveAttribute("data-index", "0");
    await page.clock.runFor(200);
    await expect(h.region).toHaveAttribute("data-index", "1");

    await h.region.getByRole("button", { name: /^Show slide 7:/ }).click();
    await expect(h.region).toHaveAttribute("data-index", "6");
    await page.clock.runFor(5_300);
    await expect(h.region).toHaveAttribute("data-index", "0"); // wrapped
    await page.clock.runFor(18_000);
    await expect(h.region).toHaveAttribute("data-index", "0"); // the first item holds 19 s now
    await page.clock.runFor(1_200);
    await expect(h.region).toHaveAttribute("data-index", "1");
  });

  test("while the slides cross-fade, never two captions show at once", async ({ page }) => {
    await open(page);
    const h = hero(page);
    await h.button("Pause slideshow").click();
    // It may have advanced on its own before the pause on a slow machine.
    const before = Number(await h.index());
    // The cross-fade's transitions, paused and stepped through every 20 ms of their run (a busy
    // machine draws too few frames to sample them live): how many captions show at each moment
    // (slide × caption opacity).
    const mostAtOnce = await h.region.evaluate(async (region) => {
      const slides = [...region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
      const shown = (slide: HTMLElement) =>
        Number(getComputedStyle(slide).opacity) *
        Number(getComputedStyle(slide.querySelector(".carousel-caption")!).opacity);
      region.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]')!.click();
      let running: Animation[] = [];
      while (running.length < 2) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        running = region.getAnimations({ subtree: true });
      }
      for (const animation of running) animation.pause();
      let most = 0;
      for (let t = 0; t <= 1_200; t += 20) {
        for (const animation of running) animation.currentTime = t;
        most = Math.max(most, slides.filter((slide) => shown(slide) > 0.05).length);
      }
      for (const animation of running) animation.finish();
      return most;
    });
    expect(mostAtOnce).toBe(1);
    const after = (before + 1) % 7;
    await expect(h.region).toHaveAttribute("data-index", String(after));
    await expect(
      h.region.getByRole("group", { name: new RegExp(`^${after + 1} of 7:`) }).locator(".carousel-caption"),
    ).toBeVisible();
  });

  test("the hero carousel swipes, steps with the keyboard and pauses", async ({ page }) => {
    await frozenClock(page);
    await open(page);
    const h = hero(page);
    await swipe(page, -120);
    await expect(h.region).toHaveAttribute("data-index", "1");
    await swipe(page, 120);
    await expect(h.region).toHaveAttribute("data-index", "0");
    await swipe(page, 120);
    await expect(h.region).toHaveAttribute("data-index", "6"); // wraps backwards
    await swipe(page, -40); // under the 50 px threshold
    await expect(h.region).toHaveAttribute("data-index", "6");

    await h.button("Next slide").focus();
    await page.keyboard.press("ArrowRight");
    await expect(h.region).toHaveAttribute("data-index", "0");
    await page.keyboard.press("ArrowLeft");
    await expect(h.region).toHaveAttribute("data-index", "6");

    await h.button("Pause slideshow").click();
    await expect(h.button("Play slideshow")).toHaveAttribute("aria-pressed", "true");
    await page.clock.runFor(60_000);
    await expect(h.region).toHaveAttribute("data-index", "6");
    await h.button("Play slideshow").click();
    await page.clock.runFor(5_300);
    await expect(h.region).toHaveAttribute("data-index", "0");
  });

  test("the gallery advances every 5 s and holds 8 s after a manual pick", async ({ page }) => {
    await frozenClock(page);
    await open(page);
    const gallery = page.getByRole("region", { name: "Vue Glass in use" });
    await page.clock.runFor(5_100);
    await expect(gallery).toHaveAttribute("data-index", "1");
    await gallery.getByRole("button", { name: /^Show slide 4:/ }).click();
    await page.clock.runFor(7_800);
    await expect(gallery).toHaveAttribute("data-index", "3");
    await page.clock.runFor(300);
    await expect(gallery).toHaveAttribute("data-index", "4");
  });

  test("the hero background draws 6 + 6 lines and 10 drifting dots", async ({ page }) => {
    await open(page);
    const bg = page.getByTestId("hero-background");
    await expect(bg.locator('[data-hero-line="vertical"]')).toHaveCount(6);
    await expect(bg.locator('[data-hero-line="horizontal"]')).toHaveCount(6);
    await expect(bg.locator("[data-hero-line]").first()).toBeVisible();
    await expect(bg.locator("[data-hero-dot]")).toHaveCount(10);
    const timing = await bg
      .locator("[data-hero-line]")
      .evaluateAll((lines) =>
        lines.map((l) => [getComputedStyle(l).animationDuration, getComputedStyle(l).animationDelay]),
      );
    expect(timing[0]).toEqual(["1.2s", "0s"]);
    expect(timing[1]).toEqual(["1.2s", "0.08s"]);
  });

  test("a broken image is replaced by the default glass image", async ({ page }) => {
    await page.route(/\/media\/scenes\/launch-/, (route) => route.abort());
    await open(page);
    const first = hero(page).region.getByRole("img", { name: /Vue Glass AR glasses on a dark stage/ });
    await expect(first).toHaveAttribute("data-fallback", "");
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toContain("/media/fallback/glass-");
    expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("the music button plays the loop at volume 0.3 and mutes; nothing autoplays", async ({ page }) => {
    await open(page);
    const audio = page.getByTestId("music");
    expect(await audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
    await expect(audio).toHaveAttribute("preload", "none");
    await page.getByRole("button", { name: "Play music" }).click();
    await expect(page.getByRole("button", { name: "Pause music" })).toBeVisible();
    expect(await audio.evaluate((a: HTMLAudioElement) => [a.paused, a.volume, a.loop])).toEqual([
      false,
      0.3,
      true,
    ]);
    await page.getByRole("button", { name: "Mute music" }).click();
    expect(await audio.evaluate((a: HTMLAudioElement) => a.muted)).toBe(true);
    await page.getByRole("button", { name: "Pause music" }).click();
    expect(await audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
  });

  test("every link on / resolves, accessories link to their pages, Learn more opens a new tab", async ({
    page,
  }) => {
    await open(page);
    const main = page.getByRole("main");
    for (const id of ["vuering", "vulink", "vue-visor"]) {
      await expect(main.locator(`#accessories a[href="/store/${id}"]`)).toHaveCount(1);
    }
    await expect(main.locator('a[href="/tech-neck-solution"]')).not.toHaveCount(0);
    const learnMore = main.getByRole("link", { name: /^Learn more/ });
    await expect(learnMore).toHaveAttribute("target", "_blank");
    await expect(learnMore).toHaveAttribute("rel", /noopener/);

    const hrefs = await page
      .locator("a[href]")
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!))]);
    const internal = hrefs.filter((h) => h.startsWith("/"));
    for (const path of [
      "/preorder",
      "/store",
      "/features",
      "/contact",
      "/tech-neck-solution",
      "/store/vuering",
    ]) {
      expect(internal).toContain(path);
    }
    for (const href of internal) {
      const res = await page.request.get(href);
      expect(res.status(), href).toBe(200);
    }
  });
});

test.describe("reduced motion", () => {
  test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: "reduce" });

  test("nothing auto-advances and the hero background is static", async ({ page }) => {
    await frozenClock(page);
    await open(page);
    await page.clock.runFor(60_000);
    await expect(hero(page).region).toHaveAttribute("data-index", "0");
    await expect(page.getByRole("region", { name: "Vue Glass in use" })).toHaveAttribute("data-index", "0");
    await expect(page.getByTestId("hero-background").locator("[data-hero-line]").first()).toBeHidden();
    await expect(page.getByTestId("hero-background").locator("[data-hero-dot]").first()).toBeHidden();
    // Sections are there at once: nothing waits to be revealed.
    await expect(page.locator("[data-reveal]")).toHaveCount(0);
    const strip = await page
      .getByTestId("photo-strip")
      .locator("[data-loop-seconds]")
      .first()
      .evaluate((el) => getComputedStyle(el).animationName);
    expect(strip).toBe("none");
  });
});

test.describe("landing page on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test("static hero background, 6 s hero interval, sections visible at once, axe-clean", async ({ page }) => {
    await frozenClock(page);
    await open(page);
    await expect(page.getByTestId("hero-background").locator("[data-hero-line]").first()).toBeHidden();
    await page.clock.runFor(5_500);
    await expect(hero(page).region).toHaveAttribute("data-index", "0");
    await page.clock.runFor(600);
    await expect(hero(page).region).toHaveAttribute("data-index", "1");
    await expect(page.locator("[data-reveal]")).toHaveCount(0);
    await page.clock.resume(); // axe schedules its own timers
    await expectAccessible(page);
  });

  test("the welcome toast stacks above the music button instead of covering it", async ({ page }) => {
    await frozenClock(page);
    await open(page);
    const toast = page.getByRole("listitem").filter({ hasText: "Welcome to Luxid" });
    // The welcome timer (1.5 s) is set by the music control's first effect, before `data-hydrated`
    // (which the fixture's `goto` waits for).
    await page.clock.runFor(1_500);
    await expect(toast).toBeVisible();
    await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const card = (await toast.boundingBox())!;
    const music = (await page.getByTestId("music-controls").boundingBox())!;
    expect(card.y + card.height).toBeLessThanOrEqual(music.y);
    // And it is the music button a tap there reaches, while the toast is still up.
    await page.getByRole("button", { name: "Play music" }).click({ timeout: 5_000 });
    await expect(page.getByRole("button", { name: "Pause music" })).toBeVisible();
    await expect(toast).toBeVisible();
  });
});

test("sections below the fold reveal once as they scroll into view", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page);
  const faq = page.locator("#faq [data-reveal]").first();
  await expect(faq).toHaveAttribute("data-reveal", "armed");
  // Scrolled the way a visitor does, a few hundred pixels at a time. One jump (scrollIntoView)
  // aims at a position measured past blocks that still stand at their estimated heights
  // (content-visibility: auto) and, as they render, can end with the FAQ above the screen.
  const section = page.locator("#faq");
  while ((await section.boundingBox())!.y > 900 * 0.6) {
    await page.mouse.wheel(0, 300);
    await nextFrames(page);
  }
  await expect(faq).toHaveAttribute("data-reveal", "shown");
  await expect(faq).toHaveCSS("opacity", "1");
});
