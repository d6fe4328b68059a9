import { BLOG_SLUGS } from "../../app/content/blog/posts";
import { FAQ_CATEGORIES } from "../../app/content/faq";
import { mediaAsset } from "../../app/lib/media";
import { expect, test } from "../support/e2e/fixtures";

/**
 * What every page does with the page script (app/components/page-script.ts) and the shop's CSS
 * alone, on pages that load no React: Copy Link and the share sheet on an article, the default
 * glass image for a broken picture, /#contact, in-page links below the sticky header, and page
 * fades by view transitions.
 */
const ARTICLE = `/blog/${BLOG_SLUGS[0]}`;

test.describe("an article's share control, without React", () => {
  test("Copy Link copies the article's address and says so", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // A browser without a share sheet (desktop Linux): the menu opens.
    await page.addInitScript(() => {
      delete (Navigator.prototype as Partial<Navigator>).share;
    });
    await page.goto(ARTICLE);
    await expect(page.locator("html[data-static]")).toHaveCount(1);
    await page.getByText("Share article").click();
    await page.getByRole("button", { name: "Copy Link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied to clipboard!" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`/blog/${BLOG_SLUGS[0]}$`));
    // The menu closes and focus returns to its button.
    const share = page.locator("[data-share]").first();
    await expect(share.locator("details")).not.toHaveAttribute("open");
    await expect(share.locator("summary")).toBeFocused();
  });

  test("Copy Link says so when the clipboard refuses", async ({ page }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as Partial<Navigator>).share;
      Object.defineProperty(Clipboard.prototype, "writeText", {
        value: () => Promise.reject(new DOMException("denied", "NotAllowedError")),
      });
    });
    await page.goto(ARTICLE);
    await page.getByText("Share article").click();
    await page.getByRole("button", { name: "Copy Link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Failed to copy link" })).toBeVisible();
  });

  test("with navigator.share, Share opens the device's sheet with the title and address", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, "share", {
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
        configurable: true,
      });
    });
    await page.goto(ARTICLE);
    const title = await page.locator("h1").innerText();
    await page.getByText("Share article").click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ title, url: expect.stringMatching(new RegExp(`/blog/${BLOG_SLUGS[0]}$`)) as unknown }]);
    // The sheet instead of the menu.
    await expect(page.locator("[data-share] details").first()).not.toHaveAttribute("open");
  });
});

test("a picture that fails to load on /about shows the default glass image", async ({ page }) => {
  const fallback = mediaAsset("fallback/glass").base;
  const office = mediaAsset("scenes/office").base;
  await page.route(`**${office}-*`, (route) => route.abort());
  await page.goto("/about");
  const image = page.getByRole("img", { name: /A person at a desk wearing Vue Glass/ });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute("data-fallback", "");
  await expect(image).toHaveAttribute("src", new RegExp(`^${fallback}-\\d+\\.webp$`));
  // It loaded: the picture shows, not the broken-image icon.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test.describe("#contact", () => {
  test("/#contact lands on /contact within 300 ms of the landing page's document being parsed", async ({
    page,
  }) => {
    // When the landing document could be parsed to its end: its last byte and its stylesheet (a
    // script waits for the stylesheets before it) had both arrived. Kept for the next document,
    // whose own clock starts when the browser was sent there.
    await page.addInitScript(() => {
      if (location.pathname !== "/") return;
      addEventListener("pagehide", () => {
        const navigation = performance.getEntriesByType("navigation")[0];
        const sheets = performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".css"))
          .map((entry) => entry.responseEnd);
        const parsable = Math.max(navigation!.responseEnd, ...sheets);
        sessionStorage.setItem("landing-parsable", String(performance.timeOrigin + parsable));
      });
    });
    await page.goto("/#contact", { waitUntil: "commit" });
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("h1")).toBeVisible();
    const waited = await page.evaluate(
      () => performance.timeOrigin - Number(sessionStorage.getItem("landing-parsable")),
    );
    expect(waited).toBeGreaterThanOrEqual(0);
    expect(waited).toBeLessThan(300);
  });

  test("setting #contact on a page already open goes to /contact", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => (location.hash = "contact"));
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test("/faq#<section> lands below the sticky header, on load and on a link to another section", async ({
  page,
}) => {
  const header = page.locator("[data-site-header]");
  const below = async (id: string) => {
    const bottom = (await header.boundingBox())!.y + (await header.boundingBox())!.height;
    const top = (await page.locator(`[id="${id}"]`).boundingBox())!.y;
    // Under the header, not behind it, and scrolled to: just under it.
    return top >= bottom - 1 && top < bottom + 24;
  };
  const last = FAQ_CATEGORIES.at(-1)!.id;
  await page.goto(`/faq#${last}`);
  await expect.poll(() => below(last)).toBe(true);
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
  const middle = FAQ_CATEGORIES[Math.floor(FAQ_CATEGORIES.length / 2)]!.id;
  await page.evaluate((id) => (location.hash = id), middle);
  await expect.poll(() => below(middle)).toBe(true);
});

test.describe("page fades", () => {
  /** The shop's stylesheet's view-transition rules, as the browser parsed them. */
  const viewTransitions = () => {
    const found: { navigation: string; media: string }[] = [];
    const durations: Record<string, string> = {};
    const walk = (rules: CSSRuleList, media: string) => {
      for (const rule of rules) {
        if (rule instanceof CSSMediaRule) walk(rule.cssRules, rule.conditionText);
        else if (rule.constructor.name === "CSSViewTransitionRule")
          found.push({ navigation: (rule as unknown as { navigation: string }).navigation, media });
        else if (rule instanceof CSSStyleRule && rule.selectorText.includes("::view-transition"))
          durations[rule.selectorText] = rule.style.animationDuration;
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules, "");
    return { found, durations };
  };

  test("the served CSS fades pages over 0.2 s by view transitions, and not under reduced motion", async ({
    page,
  }) => {
    await page.goto("/about");
    const { found, durations } = await page.evaluate(viewTransitions);
    expect(found).toEqual([
      { navigation: "auto", media: "" },
      { navigation: "none", media: "(prefers-reduced-motion: reduce)" },
    ]);
    expect(durations).toEqual({
      "::view-transition-group(root)": "0.2s",
      "::view-transition-old(root)": "0.2s",
      "::view-transition-new(root)": "0.2s",
    });
  });
});
