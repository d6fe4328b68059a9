import { expect, test, type Page } from "../support/e2e/fixtures";
import { test as plainTest } from "@playwright/test";
import { FAQ_CATEGORIES } from "../../app/content/faq";
import { expectAccessible } from "../support/e2e/axe";

const MARKETING_PAGES = [
  "/features",
  "/store/vue-glass",
  "/tech-neck-solution",
  "/about",
  "/contact",
  "/faq",
];

/** Every same-site link inside the page's main content. */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole("main")
    .locator("a[href]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return [...new Set(hrefs.filter((h) => h.startsWith("/")))];
}

test("every link on the marketing pages resolves to a 200 page", async ({ page }) => {
  test.setTimeout(90_000);
  const checked = new Set<string>();
  for (const path of MARKETING_PAGES) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    for (const href of await internalLinks(page)) {
      const target = href.split("#")[0] || path;
      if (checked.has(target)) continue;
      checked.add(target);
      const answer = await page.request.get(target);
      expect(answer.status(), `${href} on ${path}`).toBe(200);
    }
  }
  for (const required of [
    "/preorder?items=glasses",
    "/store",
    "/features",
    "/tech-neck-solution",
    "/contact",
  ]) {
    expect([...checked], required).toContain(required);
  }
});

test.describe("features", () => {
  test("headline, feature cards, grouped specifications and the comparison", async ({ page }) => {
    await page.goto("/features");
    await expect(page).toHaveTitle("Vue Glass Features and Specifications | Luxid");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("180-inch");
    const main = page.getByRole("main");
    for (const title of [
      "180-inch private display",
      "Plug-and-play connectivity",
      "Voice AI assistant",
      "Power efficiency",
      "78 g, all day",
      "Tech-neck prevention",
    ]) {
      await expect(main.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    await expect(main.getByRole("link", { name: "How Vue Glass prevents tech neck" })).toHaveAttribute(
      "href",
      "/tech-neck-solution",
    );
    for (const group of [
      "Display",
      "Sensors",
      "Connectivity",
      "Audio and Controls",
      "Ergonomics",
      "Durability",
    ]) {
      await expect(main.getByRole("region", { name: group, exact: true })).toBeVisible();
    }
    const brightness = main.getByRole("figure", { name: "Brightness" });
    for (const figure of ["1600 nits", "500 nits", "1000 nits"]) {
      await expect(brightness.getByText(figure)).toBeVisible();
    }
    const battery = main.getByRole("figure", { name: "Battery life" });
    for (const figure of ["8+ h", "2–3 h", "4–5 h"]) {
      await expect(battery.getByText(figure)).toBeVisible();
    }
    const performance = main.getByRole("region", { name: "Brighter, longer, smoother." });
    for (const figure of ["1200Hz", "Under 1%", "60 FPS"]) {
      await expect(performance.getByText(figure, { exact: true })).toBeVisible();
    }
    await expectAccessible(page);
  });

  test("the call to action shows the pre-order price and the remaining amount", async ({ page }) => {
    await page.goto("/features");
    const cta = page.getByRole("region", { name: "Reserve your Vue Glass." });
    // 127.0.0.1 has no country: the India default.
    await expect(cta.getByText("₹27,999")).toBeVisible();
    await expect(cta).toContainText("₹5,600 now (20%), ₹22,399 before dispatch");
    await expect(cta).not.toContainText("Loading...");
    await expect(cta.getByRole("link", { name: /Pre-Order Now/ })).toHaveAttribute(
      "href",
      "/preorder?items=glasses",
    );
    const accessories = cta.getByRole("link", { name: /Browse Accessories/ });
    await expect(accessories).toHaveAttribute("href", "/store");
    await expect(accessories).toContainText("NEW");
  });

  test("/store/vue-glass tells the same story under the product's buying hero, as its own page", async ({
    page,
  }) => {
    await page.goto("/store/vue-glass");
    await expect(page).toHaveTitle("Vue Glass: AR Smart Glasses in the Store | Luxid");
    // A product page with a price and buttons of its own, no longer a copy of /features.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/store\/vue-glass$/);
    await expect(page.getByRole("heading", { level: 1, name: "Vue Glass" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Tech-neck prevention" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Audio and Controls", exact: true })).toBeVisible();
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((s) => JSON.parse(s.textContent ?? "") as Record<string, unknown>),
      );
    expect(blocks.find((b) => b["@type"] === "Product")).toMatchObject({
      name: "Vue Glass",
      offers: { price: "27999.00", priceCurrency: "INR" },
    });
    await expectAccessible(page);
  });
});

test.describe("tech neck", () => {
  test.use({ viewport: { width: 1280, height: 640 } });

  test("problem, stats and buttons; the bars grow once they scroll into view", async ({ page }) => {
    await page.goto("/tech-neck-solution");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Look up.");
    await expect(page.getByRole("heading", { name: /The problem/ })).toBeVisible();
    const main = page.getByRole("main");
    for (const text of [
      "67%",
      "of office workers report neck pain",
      "5–6 hrs",
      "100%",
      "hands-free voice control",
      "5.4 kg",
      "of neck pressure per inch of tilt",
    ]) {
      await expect(main.getByText(text, { exact: true })).toBeAttached();
    }
    await expect(main.getByRole("link", { name: /^Pre-Order/ })).toHaveAttribute(
      "href",
      "/preorder?items=glasses",
    );
    await expect(main.getByRole("link", { name: "View Features" })).toHaveAttribute("href", "/features");

    const bar = page.locator("[data-bar]").first();
    await expect(bar).not.toBeInViewport();
    // The scroll-driven animation (app.css) sets the CSS `scale` property: "0 1" is an empty bar, "none" a full one.
    expect(await bar.evaluate((el) => getComputedStyle(el).scale)).toMatch(/^0%? 1$/);
    await page.getByTestId("stat-bars").scrollIntoViewIfNeeded();
    await expect
      .poll(() => bar.evaluate((el) => getComputedStyle(el).transform))
      .toMatch(/^none$|^matrix\(1,/);
    await expectAccessible(page);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("the stat bars are drawn full and static, before any scrolling", async ({ page }) => {
      await page.goto("/tech-neck-solution");
      const bars = page.locator("[data-bar]");
      await expect(bars).toHaveCount(4);
      await expect(bars.first()).not.toBeInViewport();
      for (const bar of await bars.all()) {
        expect(await bar.evaluate((el) => getComputedStyle(el).scale)).toBe("none");
      }
    });
  });
});

test("about: founders, team, the store-live card and contact", async ({ page }) => {
  await page.goto("/about");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: /Started by engineers/ })).toBeVisible();
  await expect(main.getByRole("heading", { level: 3, name: "Co-founder & Chief Executive" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 3, name: "Head of Hardware" })).toBeVisible();
  // No letters made up from a job title: an unnamed person's avatar is a plain figure.
  const founder = main.getByRole("article").filter({ hasText: "Co-founder & Chief Executive" });
  await expect(founder).not.toContainText(/\bCE\b/);
  // Everything is sold by pre-order: the card says so, not that a store is live.
  const storeLive = main.getByRole("region", { name: /open for pre-order/ });
  await expect(storeLive.getByText("Pre-orders open")).toBeVisible();
  await expect(main).not.toContainText(/store live|India.s first/i);
  await expect(storeLive.getByRole("link", { name: /Pre-Order Vue Glass/ })).toHaveAttribute(
    "href",
    "/preorder?items=glasses",
  );
  await expect(storeLive.getByRole("link", { name: "Visit the Store" })).toHaveAttribute("href", "/store");
  // The support card's address comes first; the grievance officer's (the same address here) is below.
  await expect(main.getByRole("link", { name: "care@luxid.test" }).first()).toHaveAttribute(
    "href",
    "mailto:care@luxid.test",
  );
  await expect(main.getByRole("link", { name: /All the ways to reach us/ })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expectAccessible(page);
});

test("contact: support e-mail, social cards in a new tab, reply time and buttons", async ({ page }) => {
  await page.goto("/contact");
  const main = page.getByRole("main");
  // The support card's address comes first; the grievance officer's (the same address here) is below.
  await expect(main.getByRole("link", { name: "care@luxid.test" }).first()).toHaveAttribute(
    "href",
    "mailto:care@luxid.test",
  );
  // SUPPORT_PHONE and WHATSAPP_NUMBER (set in playwright.config.ts), and no placeholder anywhere.
  await expect(main.getByRole("link", { name: "Phone: +91 80 4718 2200" })).toHaveAttribute(
    "href",
    "tel:+918047182200",
  );
  await expect(main.getByRole("link", { name: /^WhatsApp \+91 98450 12345/ })).toHaveAttribute(
    "href",
    "https://wa.me/919845012345",
  );
  const html = await page.content();
  expect(html).not.toContain("00000-00000");
  expect(html).not.toContain("support@luxid.example");
  expect(html).toContain('"telephone":"+91 80 4718 2200"');
  await expect(main.getByText("Replies typically within 24 hours.")).toBeVisible();
  // The profiles set in playwright.config.ts, each linked to exactly what was set.
  expect(html).not.toMatch(/luxid[-._]example/);
  for (const [network, href] of [
    ["LinkedIn", "https://www.linkedin.com/company/luxid-shop"],
    ["Instagram", "https://www.instagram.com/luxid.shop"],
    ["X", "https://x.com/luxid_shop"],
    ["YouTube", "https://www.youtube.com/@luxid-shop"],
  ]) {
    const link = main.getByRole("link", { name: new RegExp(`^${network} .*\\(opens in a new tab\\)$`) });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toHaveAttribute("href", href!);
  }
  await expect(main.getByRole("link", { name: /Pre-Order Vue Glass/ })).toHaveAttribute(
    "href",
    "/preorder?items=glasses",
  );
  await expect(main.getByRole("link", { name: "Explore Features" })).toHaveAttribute("href", "/features");
  await expectAccessible(page);
});

test.describe("faq", () => {
  test("six categories, the support mailbox and the pre-order link", async ({ page }) => {
    await page.goto("/faq");
    const main = page.getByRole("main");
    for (const category of FAQ_CATEGORIES) {
      await expect(main.getByRole("heading", { level: 2, name: category.title })).toBeVisible();
    }
    // The support card's address comes first; the grievance officer's (the same address here) is below.
    await expect(main.getByRole("link", { name: "care@luxid.test" }).first()).toHaveAttribute(
      "href",
      "mailto:care@luxid.test",
    );
    await expect(main.getByRole("link", { name: /Pre-Order Vue Glass/ })).toHaveAttribute(
      "href",
      "/preorder?items=glasses",
    );
  });

  test("answers open one at a time from the keyboard", async ({ page }) => {
    await page.goto("/faq");
    const entry = (question: string) =>
      page.locator("main details").filter({ has: page.locator("summary", { hasText: question }) });
    const first = entry("What is Vue Glass?");
    const second = entry("Who is Vue Glass made for?");
    await expect(first.locator("p")).toBeHidden();

    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    await expect(first.locator("p")).toBeVisible();
    await expect(first.locator("p")).toContainText("180-inch");

    await page.keyboard.press("Tab");
    await expect(second.locator("summary")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(second).toHaveAttribute("open", "");
    await expect(second.locator("p")).toBeVisible();
    await expect(first).not.toHaveAttribute("open");
    await expect(first.locator("p")).toBeHidden();

    // Across categories too: one answer on the whole page.
    const price = entry("How much does Vue Glass cost?");
    await price.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(price).toHaveAttribute("open", "");
    await expect(price.locator("p")).toContainText("₹27,999");
    await expect(page.locator("main details[open]")).toHaveCount(1);

    await page.keyboard.press("Enter");
    await expect(price).not.toHaveAttribute("open");
    await expect(page.locator("main details[open]")).toHaveCount(0);
    await expectAccessible(page);
  });

  // Playwright's own `test`: the fixture's goto waits for hydration, which never comes without scripts.
  plainTest.describe("without JavaScript", () => {
    plainTest.use({ javaScriptEnabled: false });

    plainTest("FAQ answers can be opened and read, one at a time", async ({ page }) => {
      await page.goto("/faq");
      const entries = page.locator("main details");
      expect(await entries.count()).toBeGreaterThan(10);
      const first = entries.nth(0);
      const second = entries.nth(1);
      await first.locator("summary").click();
      await expect(first.locator("p")).toBeVisible();
      await second.locator("summary").click();
      await expect(second.locator("p")).toBeVisible();
      await expect(first.locator("p")).toBeHidden();
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.filter((text) => text.includes('"FAQPage"'))).toHaveLength(1);
    });
  });

  test("FAQPage structured data lists every question of the six categories", async ({ page }) => {
    await page.goto("/faq");
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((s) => JSON.parse(s.textContent ?? "") as Record<string, unknown>),
      );
    const faq = blocks.find((b) => b["@type"] === "FAQPage") as
      { mainEntity: { "@type": string; name: string; acceptedAnswer: { text: string } }[] } | undefined;
    expect(faq).toBeDefined();
    const expected = FAQ_CATEGORIES.flatMap((c) => c.questions.map((q) => q.question));
    expect(faq!.mainEntity.map((q) => q.name)).toEqual(expected);
    for (const q of faq!.mainEntity) {
      expect(q["@type"]).toBe("Question");
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(20);
    }
    const price = faq!.mainEntity.find((q) => q.name === "How much does Vue Glass cost?");
    expect(price?.acceptedAnswer.text).toContain("₹27,999");
  });
});
