import { expect, test } from "./fixtures";

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
    await expect(page.getByTestId("parallax")).toHaveAttribute("data-parallax", "on");
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

  test("parallax is off under 768 px", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByTestId("parallax")).toHaveAttribute("data-parallax", "off");
  });
});

test.describe("reduced motion", () => {
  test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: "reduce" });

  test("turns off the parallax", async ({ page }) => {
    await page.goto("/terms");
    await page.evaluate(() => window.scrollTo(0, 500));
    const parallax = page.getByTestId("parallax");
    await expect(parallax).toHaveAttribute("data-parallax", "off");
    expect(await parallax.evaluate((el) => getComputedStyle(el).transform)).toBe("none");
  });
});
