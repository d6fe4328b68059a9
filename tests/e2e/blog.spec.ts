import { expect, test } from "../support/e2e/fixtures";
import { BLOG_SLUGS } from "../../app/content/blog/posts";
import { expectAccessible } from "../support/e2e/axe";

test("/blog shows 12 cards, each with at most 3 keywords, a date, a read time, Read More and Share", async ({
  page,
}) => {
  test.setTimeout(60_000); // 12 cards × 6 checks and an axe scan
  await page.goto("/blog");
  const cards = page.locator("[data-post-card]");
  await expect(cards).toHaveCount(12);
  for (const card of await cards.all()) {
    const keywords = await card.getByRole("list", { name: "Keywords" }).getByRole("listitem").count();
    expect(keywords).toBeGreaterThan(0);
    expect(keywords).toBeLessThanOrEqual(3);
    await expect(card.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, 20\d\d$/);
    await expect(card).toContainText(/\d+ min read/);
    await expect(card.getByRole("link", { name: /^Read More/ })).toHaveAttribute(
      "href",
      /^\/blog\/[a-z0-9-]+$/,
    );
    await expect(card.getByRole("button", { name: /^Share/ })).toBeVisible();
  }
  // Newest first.
  const dates = await cards.locator("time").evaluateAll((els) => els.map((e) => e.getAttribute("datetime")));
  expect(dates).toEqual([...dates].sort().reverse());
  await expectAccessible(page);
});

test("a keyword filter narrows the list, server-rendered and linkable", async ({ page, request }) => {
  const html = await (await request.get("/blog?tag=3dof")).text();
  expect(html.match(/data-post-card=""/g)).toHaveLength(2);
  await page.goto("/blog");
  const filter = page.getByRole("navigation", { name: "Filter by keyword" });
  // The most used keywords are in sight (3DoF is on two articles); the rest open from "More keywords".
  await expect(filter.getByRole("link", { name: "3DoF", exact: true })).toBeVisible();
  await expect(filter.locator("details a").first()).toBeHidden();
  await filter.getByText(/^More keywords \(\d+\)$/).click();
  await expect(filter.locator("details a").first()).toBeVisible();
  await filter.getByRole("link", { name: "VueRING" }).click();
  await expect(page).toHaveURL(/\/blog\?tag=vuering$/);
  await expect(page.locator("[data-post-card]")).toHaveCount(1);
  await expect(page.getByRole("link", { name: "VueRING", exact: true }).first()).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test.describe("the blog on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("passes axe with the keyword filter open", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/blog");
    const filter = page.getByRole("navigation", { name: "Filter by keyword" });
    await filter.getByText(/^More keywords \(\d+\)$/).click();
    await expect(filter.locator("details a").first()).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("the keyword filter on a phone", () => {
  test.use({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: false,
  });

  test("the first article starts in the first screen; the other keywords open without JavaScript", async ({
    page,
  }) => {
    await page.goto("/blog");
    // The first card starts in the first screen (it used to start some 1 200 px further down).
    await expect(page.locator("[data-post-card]").first()).toBeInViewport();
    const filter = page.getByRole("navigation", { name: "Filter by keyword" });
    await filter.getByText(/^More keywords \(\d+\)$/).click();
    const rare = filter.locator("details a").last();
    const label = (await rare.textContent())!;
    await rare.click();
    await expect(page).toHaveURL(/\/blog\?tag=[a-z0-9-]+$/);
    await expect(page.locator("[data-post-card]")).toHaveCount(1);
    // The chosen keyword joins the chips in sight, marked as the current filter.
    const chosen = filter.getByRole("link", { name: label, exact: true });
    await expect(chosen).toHaveAttribute("aria-current", "page");
    await expect(chosen).toBeVisible();
  });
});

test("each of the 12 articles answers 200 with a full body, a pre-order CTA and BlogPosting data", async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const slug of BLOG_SLUGS) {
    const res = await page.goto(`/blog/${slug}`);
    expect(res?.status(), slug).toBe(200);
    const words = await page
      .locator("[data-article-body]")
      .evaluate((el) => (el.textContent ?? "").split(/\s+/).filter(Boolean).length);
    expect(words, slug).toBeGreaterThanOrEqual(700);
    await expect(page.getByRole("link", { name: /^Pre-Order/ }).first()).toHaveAttribute(
      "href",
      /^\/preorder/,
    );
    await expect(
      page.getByRole("region", { name: "About Luxid" }).getByRole("link", { name: "Pre-Order Vue Glass" }),
    ).toHaveAttribute("href", "/preorder?items=glasses");
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "null") as unknown));
    const posting = blocks.flat().find((b) => (b as { "@type"?: string })["@type"] === "BlogPosting") as
      Record<string, unknown> | undefined;
    expect(posting, slug).toBeDefined();
    expect(posting!.headline).toBe(await page.getByRole("heading", { level: 1 }).textContent());
    expect(posting!.datePublished).toMatch(/^20\d\d-\d\d-\d\d$/);
    expect(posting!.image).toEqual([expect.stringMatching(new RegExp(`/og/blog-${slug}\\.png$`))]);
    expect(posting!.author).toMatchObject({ name: "Luxid" });
    expect(posting!.publisher).toMatchObject({ name: "Luxid" });
    await expect(page).toHaveTitle(/ \| Luxid Blog$/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  }
});

test("the longest article is accessible, with a table of contents and heading anchors", async ({ page }) => {
  await page.goto("/blog/blue-light-safety-vue-glass");
  const toc = page.getByRole("navigation", { name: "On this page" });
  const first = toc.getByRole("link").first();
  const target = (await first.getAttribute("href"))!;
  await expect(page.locator(`${target} a.heading-anchor`)).toHaveAttribute("href", target);
  await expect(page.getByText("January 3, 2024")).toBeVisible();
  await expect(page.getByText("8 min read")).toBeVisible();
  await expectAccessible(page);
});

test.describe("share menu", () => {
  test.beforeEach(async ({ page, context }) => {
    // Desktop without a share sheet: the fallback menu.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  });

  test("an article, sent without scripts, shares through a disclosure of the networks' links", async ({
    page,
  }) => {
    await page.goto("/blog/vuering-finger-controller-ar-glasses-india");
    const title = (await page.getByRole("heading", { level: 1 }).textContent())!;
    const disclosure = page.locator("details.share-disclosure").filter({ hasText: "Share article" });
    await disclosure.locator("summary").click();
    await expect(disclosure).toHaveAttribute("open", "");
    // The shared address is the canonical one (the configured site URL), not the address typed.
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute("href"))!;
    expect(canonical).toMatch(/\/blog\/vuering-finger-controller-ar-glasses-india$/);
    const url = encodeURIComponent(canonical);
    const menu = disclosure.getByRole("list", { name: "Share on" });
    for (const name of ["Twitter/X", "Facebook", "LinkedIn", "WhatsApp"]) {
      const href = (await menu
        .getByRole("link", { name: new RegExp(`^${name.replace("/", "\\/")}`) })
        .getAttribute("href"))!;
      expect(href, name).toContain(
        name === "WhatsApp" ? encodeURIComponent(`${title} ${decodeURIComponent(url)}`) : url,
      );
      if (name === "Twitter/X") expect(href).toContain(encodeURIComponent(title));
    }
    await disclosure.locator("summary").click();
    await expect(disclosure).not.toHaveAttribute("open");
  });

  test("Copy Link copies the address and shows the toast", async ({ page }) => {
    await page.goto("/blog");
    const card = page.locator("[data-post-card]").first();
    await card.getByRole("button", { name: /^Share/ }).click();
    await card.getByRole("button", { name: "Copy Link" }).click();
    await expect(page.getByText("Link copied to clipboard!")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/blog\/[a-z0-9-]+$/);
  });
});

test("a cancelled native share does nothing", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", {
      value: () => Promise.reject(new DOMException("cancelled", "AbortError")),
      configurable: true,
    });
  });
  await page.goto("/blog");
  const button = page
    .locator("[data-post-card]")
    .first()
    .getByRole("button", { name: /^Share/ });
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("[data-toast]")).toHaveCount(0);
});

test("feeds and crawler files", async ({ request }) => {
  const rss = await request.get("/blog/rss.xml");
  expect(rss.headers()["content-type"]).toContain("application/rss+xml");
  expect((await rss.text()).match(/<item>/g)).toHaveLength(12);
  expect((await request.get("/blog/atom.xml")).status()).toBe(200);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const slug of BLOG_SLUGS) expect(sitemap).toContain(`/blog/${slug}</loc><lastmod>`);
  expect(await (await request.get("/robots.txt")).text()).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);
  const home = await (await request.get("/")).text();
  expect(home).toContain('rel="alternate" type="application/rss+xml"');
});

test("an unknown article answers 404", async ({ request }) => {
  expect((await request.get("/blog/no-such-article")).status()).toBe(404);
});
