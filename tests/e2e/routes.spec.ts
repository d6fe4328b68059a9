import { expect, test } from "./fixtures";
import { BLOG_SLUGS } from "../../app/content/blog/posts";
import { STATIC_PAGES } from "../../app/content/sitemap";
import { expectAccessible } from "./axe";

const ROUTES = [...STATIC_PAGES, ...BLOG_SLUGS.map((slug) => `/blog/${slug}`), "/payment-callback"];

test("every route answers 200 with a title of its own", async ({ request }) => {
  const titles = new Map<string, string>();
  for (const path of ROUTES) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const title = /<title>([^<]*)<\/title>/.exec(await res.text())?.[1] ?? "";
    expect(title, path).not.toBe("");
    const previous = [...titles].find(([, t]) => t === title);
    expect(previous?.[0], `${path} shares its title "${title}"`).toBeUndefined();
    titles.set(path, title);
  }
});

// One test per page, so a slow page cannot eat another's time budget. Reduced motion shows every
// section in its final state: a scan mid-reveal would measure contrast at half opacity.
test.describe("axe", () => {
  test.use({ reducedMotion: "reduce" });
  for (const path of ROUTES) {
    test(`${path} passes axe`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expectAccessible(page);
    });
  }
});

test("an unknown path gives 404 and the not-found page", async ({ page }) => {
  const res = await page.goto("/definitely/not/here");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  for (const name of ["Home", "Pre-Order", "Features", "Blog", "Contact"]) {
    await expect(page.getByRole("main").getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Report Issue" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("main").locator('a[href="/sitemap.xml"]')).toBeVisible();
  await expectAccessible(page);
});
