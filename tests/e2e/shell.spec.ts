import { expect, test } from "../support/e2e/fixtures";
import { nextFrames } from "../support/e2e/frames";

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("navigates between pages and scrolls to top", async ({ page }) => {
    await page.goto("/terms");
    await page.mouse.wheel(0, 2000);
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await nav.getByRole("link", { name: "Features" }).click();
    await expect(page).toHaveURL(/\/features$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await nav.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav.getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
  });

  test("Pricing scrolls to the section below the header and updates the hash", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await nav.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/#pricing$/);
    const header = await page.locator("[data-site-header]").boundingBox();
    await expect
      .poll(async () => Math.round((await page.locator("#pricing").boundingBox())!.y - header!.height))
      .toBeLessThanOrEqual(2);
    await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/#hero$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
  });

  test("Pricing from another page lands on the landing page's pricing section", async ({ page }) => {
    await page.goto("/about");
    await page
      .getByRole("navigation", { name: "Main", exact: true })
      .getByRole("link", { name: "Pricing" })
      .click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator("#pricing")).toBeInViewport();
  });

  test("social links show on large screens and open in a new tab", async ({ page }) => {
    await page.goto("/");
    const linkedin = page.getByRole("banner").getByRole("link", { name: /LinkedIn/ });
    await expect(linkedin).toBeVisible();
    await expect(linkedin).toHaveAttribute("target", "_blank");
  });

  test("parallax moves with scroll on wide screens", async ({ page }) => {
    await page.goto("/terms");
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect
      .poll(() => page.getByTestId("parallax").evaluate((el) => getComputedStyle(el).transform))
      .toContain("150");
  });
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test("shows the horizontally scrolling icon row instead of the inline nav", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
    const row = page.getByTestId("mobile-nav");
    await expect(row).toBeVisible();
    await expect(row.getByRole("link")).toHaveCount(6);
    const scrollable = await row.evaluate(
      (el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX === "auto",
    );
    expect(scrollable).toBe(true);
    await expect(page.getByRole("banner").getByRole("link", { name: /LinkedIn/ })).toBeHidden();
    await row.getByRole("link", { name: "Store" }).click();
    await expect(page).toHaveURL(/\/store$/);
  });

  test("at most 72 px stay pinned at the top once the page scrolls", async ({ page }) => {
    await page.goto("/features");
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // Whatever covers the top of the viewport now is the pinned part: hit-test down the left edge.
    const pinned = await page.evaluate(() => {
      let y = 0;
      while (
        y < 300 &&
        document.elementFromPoint(4, y)?.closest("[data-site-header], [data-testid=mobile-nav]")
      )
        y += 1;
      return y;
    });
    expect(pinned).toBeGreaterThan(40);
    expect(pinned).toBeLessThanOrEqual(72);
  });

  test("the music button never covers a control: it yields when one scrolls under it", async ({ page }) => {
    await page.goto("/");
    const music = page.getByTestId("music-controls");
    await expect(music).toBeVisible();
    await expect(music).not.toHaveAttribute("data-yield");
    // Scroll a control of the page that spans the control's column right under it.
    const box = (await music.boundingBox())!;
    const target = await page.evaluate(
      ({ x, y }) => {
        const control = [...document.querySelectorAll<HTMLElement>("main a[href], main button")].find(
          (el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && r.left < x && r.right > x && r.top + window.scrollY > 1000;
          },
        )!;
        control.dataset.underMusic = "";
        window.scrollTo(0, control.getBoundingClientRect().top + window.scrollY - y);
        return true;
      },
      { x: box.x + box.width / 2, y: box.y + 4 },
    );
    expect(target).toBe(true);
    const button = page.locator("[data-under-music]");
    await expect(music).toHaveAttribute("data-yield", "");
    await expect(button).toBeVisible();
    const point = await button.boundingBox();
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest("[data-testid=music-controls]") !== null,
      { x: point!.x + point!.width - 8, y: point!.y + point!.height / 2 },
    );
    expect(hit).toBe(false);
  });

  test("parallax is off under 768 px", async ({ page }) => {
    await page.goto("/terms");
    await page.evaluate(() => window.scrollTo(0, 500));
    await nextFrames(page);
    expect(await page.getByTestId("parallax").evaluate((el) => getComputedStyle(el).transform)).toBe("none");
  });
});

test.describe("reduced motion", () => {
  test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: "reduce" });

  test("turns off the parallax", async ({ page }) => {
    await page.goto("/terms");
    await page.evaluate(() => window.scrollTo(0, 500));
    await nextFrames(page);
    const parallax = page.getByTestId("parallax");
    expect(await parallax.evaluate((el) => getComputedStyle(el).transform)).toBe("none");
  });
});

// The browser tests run without Razorpay keys, so in sandbox mode.
test("sandbox mode: every page shows 'Test mode — no real payment is taken' above the header", async ({
  page,
}) => {
  for (const path of ["/", "/preorder", "/store", "/admin"]) {
    await page.goto(path);
    const banner = page.getByRole("complementary", { name: "Test mode" });
    await expect(banner, path).toBeVisible();
    await expect(banner, path).toHaveText("Test mode — no real payment is taken");
  }
});
