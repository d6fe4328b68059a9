import { expect, test, type Page } from "../support/e2e/fixtures";
import { expectAccessible } from "../support/e2e/axe";

// The store and product pages in the product's own words; the e2e server has no country
// header, so every visitor is in India and prices are in rupees.
const CARDS = [
  { id: "glasses", name: "Vue Glass", details: "/store/vue-glass", price: "₹27,999" },
  { id: "vuering", name: "VueRING", details: "/store/vuering", price: "₹4,999", was: "₹6,999" },
  { id: "vulink", name: "VuLink (DisplayPort)", details: "/store/vulink", price: "₹2,499", was: "₹3,999" },
  { id: "vuelink", name: "VueLink (HDMI)", details: "/store/vue-link", price: "₹3,499" },
  { id: "vue-visor", name: "Vue Visor", details: "/store/vue-visor", price: "₹2,399", was: "₹2,499" },
] as const;

const PRODUCT_PAGES = [
  { path: "/store/vue-glass", product: "Vue Glass", price: "27999.00", availability: "PreOrder" },
  { path: "/store/vuering", product: "VueRING", price: "4999.00", availability: "PreOrder" },
  { path: "/store/vuering/technical", product: "VueRING", price: "4999.00", availability: "PreOrder" },
  { path: "/store/vuering/features", product: "VueRING", price: "4999.00", availability: "PreOrder" },
  { path: "/store/vuering/manual", product: "VueRING", price: "4999.00", availability: "PreOrder" },
  { path: "/store/vulink", product: "VuLink (DisplayPort)", price: "2499.00", availability: "PreOrder" },
  {
    path: "/store/vulink/setup",
    product: "VuLink (DisplayPort)",
    price: "2499.00",
    availability: "PreOrder",
  },
  { path: "/store/vue-link", product: "VueLink (HDMI)", price: "3499.00", availability: "PreOrder" },
  { path: "/store/vue-visor", product: "Vue Visor", price: "2399.00", availability: "PreOrder" },
] as const;

const MANUAL = "/manuals/vuering-manual.pdf";

async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

async function savedCart(page: Page) {
  const raw = await page.evaluate(() => localStorage.getItem("luxid:cart"));
  return JSON.parse(raw ?? "[]") as { productId: string; quantity: number; isSelected: boolean }[];
}

test.describe("store listing", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("cards show three features, price and the spec's link targets, and no star rating", async ({
    page,
  }) => {
    test.setTimeout(60_000); // axe on a full page is slow on a busy CI machine
    await page.goto("/store");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(CARDS.length);
    for (const card of CARDS) {
      const article = page.getByRole("article", { name: card.name, exact: true });
      await expect(article.getByRole("heading", { name: card.name, exact: true })).toBeVisible();
      // Nothing has shipped and nobody has reviewed it: the glasses carry their testers' verdict.
      const verdict = article.getByText(/tester satisfaction/);
      if (card.id === "glasses") await expect(verdict).toHaveText("4.7/5 tester satisfaction");
      else await expect(verdict).toHaveCount(0);
      await expect(article.getByRole("list").first().getByRole("listitem")).toHaveCount(3);
      await expect(article.getByText(card.price, { exact: true })).toBeVisible();
      if ("was" in card) await expect(article.locator("s")).toContainText(card.was);
      else await expect(article.locator("s")).toHaveCount(0);
      await expect(article.getByRole("link", { name: /^View Details/ })).toHaveAttribute(
        "href",
        card.details,
      );
      await expect(article.getByRole("link", { name: /^Pre-Order Now/ })).toHaveAttribute(
        "href",
        `/preorder?items=${card.id}`,
      );
    }
    await expect(page.getByText(/4\.8|out of 5 stars|★/)).toHaveCount(0);
    expect(JSON.stringify(await structuredData(page))).not.toMatch(/aggregateRating|"Review"|ratingValue/);
    const list = (await structuredData(page)).find((d) => d["@type"] === "ItemList") as
      { itemListElement: { url: string }[] } | undefined;
    expect(list?.itemListElement.map((item) => new URL(item.url).pathname)).toEqual(
      CARDS.map((card) => card.details),
    );
    await expectAccessible(page);
  });

  test("compare table has Price, Category, Connectivity and Best For for every product", async ({ page }) => {
    await page.goto("/store");
    const table = page.getByRole("table");
    for (const row of ["Price", "Category", "Connectivity", "Best For"]) {
      await expect(table.getByRole("rowheader", { name: row, exact: true })).toBeVisible();
    }
    for (const card of CARDS) {
      await expect(table.getByRole("columnheader", { name: card.name, exact: true })).toBeVisible();
    }
    const priceRow = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Price" }) });
    for (const card of CARDS) await expect(priceRow).toContainText(card.price);
    await expect(
      table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Category" }) }),
    ).toContainText("Input Device");
  });

  test("View Details opens the product page", async ({ page }) => {
    await page.goto("/store");
    await page
      .getByRole("article", { name: "VueRING", exact: true })
      .getByRole("link", { name: /^View Details/ })
      .click();
    await expect(page).toHaveURL(/\/store\/vuering$/);
    // A client-side navigation fetches the product page's chunks and the root's islands (about
    // 1 s on a quiet machine); a CI machine running two browsers at once has taken over 5 s.
    await expect(page.getByRole("heading", { level: 1, name: "VueRING" })).toBeVisible({ timeout: 15_000 });
  });

  test("every Pre-Order Now target exists", async ({ request }) => {
    for (const card of CARDS) {
      const res = await request.get(`/preorder?items=${card.id}`);
      expect(res.status(), card.id).toBe(200);
    }
  });
});

test.describe("product pages", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("each has its own title and description", async ({ request }) => {
    const seen = new Map<string, string>();
    for (const { path } of PRODUCT_PAGES) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
      expect(title, path).toBeTruthy();
      expect(description, path).toBeTruthy();
      for (const key of [`title:${title}`, `description:${description}`]) {
        expect(seen.get(key), `${path} repeats ${key}`).toBeUndefined();
        seen.set(key, path);
      }
    }
  });

  for (const expected of PRODUCT_PAGES) {
    test(`${expected.path} has Product/Offer and BreadcrumbList data and passes axe`, async ({ page }) => {
      test.setTimeout(60_000);
      const res = await page.goto(expected.path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("button", { name: "Add to Cart" }).first()).toBeVisible();

      const data = await structuredData(page);
      expect(data.find((d) => d["@type"] === "Product")).toMatchObject({
        name: expected.product,
        offers: {
          "@type": "Offer",
          price: expected.price,
          priceCurrency: "INR",
          availability: `https://schema.org/${expected.availability}`,
        },
      });
      // One availability statement, the same as the Offer's: everything is sold by pre-order.
      await expect(page.getByText("In Stock")).toHaveCount(0);
      // No rating without reviews, in the page or its structured data.
      expect(JSON.stringify(data)).not.toMatch(/aggregateRating|"Review"|ratingValue/);
      await expect(page.getByText(/4\.8|out of 5 stars/)).toHaveCount(0);
      const crumbs = data.find((d) => d["@type"] === "BreadcrumbList") as
        { itemListElement: { name: string; item: string }[] } | undefined;
      expect(crumbs?.itemListElement.map((c) => c.name).slice(0, 3)).toEqual([
        "Home",
        "Store",
        expected.product,
      ]);
      expect(crumbs?.itemListElement.at(-1)?.item.endsWith(expected.path)).toBe(true);
      await expectAccessible(page);
    });
  }

  test("Add to Cart saves the product in the browser's cart and links to /preorder", async ({ page }) => {
    await page.goto("/store/vuering");
    await expect(page.getByText("Pre-order", { exact: true })).toBeVisible();
    const render = page.getByRole("img", { name: /VueRING finger controller/ }).first();
    await expect(render).toBeVisible();
    await expect
      .poll(() => render.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(render).not.toHaveAttribute("data-fallback");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    const toast = page.getByRole("listitem").filter({ hasText: "VueRING added to your pre-order" });
    await expect(toast).toBeVisible();
    expect(await savedCart(page)).toContainEqual({ productId: "vuering", quantity: 1, isSelected: true });
    // The header's count (server HTML on this page) follows.
    await expect(page.getByRole("banner").getByRole("link", { name: "Cart: 1 item" })).toBeVisible();

    // Adding again increments the quantity.
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect
      .poll(async () => (await savedCart(page)).find((i) => i.productId === "vuering")?.quantity)
      .toBe(2);
    await expect(page.getByRole("banner").getByRole("link", { name: "Cart: 2 items" })).toBeVisible();

    const link = page.getByRole("link", { name: "Go to pre-order" });
    await expect(link).toHaveAttribute("href", "/preorder");
    await link.click();
    await expect(page).toHaveURL(/\/preorder$/);
  });

  test("without JavaScript, Add to Cart opens the pre-order with the product chosen", async ({ browser }) => {
    const { baseURL } = test.info().project.use;
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/store/vuering/technical");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL(/\/preorder\?items=vuering$/);
    await context.close();
  });

  test("the VueLink page pre-orders VueLink and adds it to the cart", async ({ page }) => {
    await page.goto("/store/vue-link");
    await expect(page.getByRole("link", { name: "Pre-Order Now", exact: true })).toHaveAttribute(
      "href",
      "/preorder?items=vuelink",
    );
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("link", { name: "Go to pre-order" })).toBeVisible();
    expect(await savedCart(page)).toContainEqual({ productId: "vuelink", quantity: 1, isSelected: true });
  });

  test("VueRING technical page has specs, compatibility and iOS and Windows setup steps", async ({
    page,
  }) => {
    await page.goto("/store/vuering/technical");
    await expect(page.getByRole("term").filter({ hasText: "Ring sizes" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "6–12" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Windows", exact: true })).toBeVisible();
    for (const platform of [/iOS/, /Windows 10 and 11/]) {
      const section = page.getByRole("region", { name: platform });
      await expect(section.getByRole("listitem")).toHaveCount(5);
    }
  });

  test("VueRING troubleshooting answers open from the keyboard", async ({ page }) => {
    await page.goto("/store/vuering/features");
    const answer = page.getByText("This forgets all paired devices.");
    await expect(answer).toBeHidden();
    await page.getByText("How do I reset VueRING?").focus();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
    await expect(page.getByText("Early tester, Pune")).toBeVisible();
  });

  test("VuLink shows its figures, a 1-year warranty and four setup steps", async ({ page }) => {
    await page.goto("/store/vulink");
    for (const figure of ["4K at 60 Hz", "Up to 100 W", "15 cm", "45 g", "1 year"]) {
      await expect(page.getByRole("definition").filter({ hasText: figure }).first()).toBeVisible();
    }
    await expect(page.getByText(/DisplayPort 1\.4/).first()).toBeVisible();
    await page.getByRole("link", { name: /Set up VuLink/ }).click();
    await expect(page).toHaveURL(/\/store\/vulink\/setup$/);
    const steps = page.getByRole("region", { name: "Setup steps" }).getByRole("heading", { level: 3 });
    await expect(steps).toHaveText([
      "Connect the power source",
      "Connect the connector to your device",
      "Connect the glasses to the second port",
      "Configure the display",
    ]);
  });

  test("Vue Visor comes in a single colour: midnight black", async ({ page }) => {
    await page.goto("/store/vue-visor");
    await expect(page.getByRole("group", { name: "Colour: Midnight black" })).toBeVisible();
  });
});

test.describe("product pages on a phone", () => {
  // The smallest common phone screen: what it shows before any scrolling.
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

  const MAIN_PAGES = [
    { path: "/store/vue-glass", name: "Vue Glass", price: "₹27,999", split: "₹5,600 now (20%)" },
    { path: "/store/vuering", name: "VueRING", price: "₹4,999", split: "₹1,000 now (20%)" },
    { path: "/store/vulink", name: "VuLink (DisplayPort)", price: "₹2,499", split: "₹500 now (20%)" },
    { path: "/store/vue-link", name: "VueLink (HDMI)", price: "₹3,499", split: "₹700 now (20%)" },
    { path: "/store/vue-visor", name: "Vue Visor", price: "₹2,399", split: "₹480 now (20%)" },
  ] as const;

  for (const p of MAIN_PAGES) {
    test(`${p.path}: name, price, booking split, Add to Cart and Pre-Order Now in the first screen`, async ({
      page,
    }) => {
      await page.goto(p.path);
      const hero = page.getByRole("region", { name: p.name, exact: true });
      const inFirstScreen = [
        hero.getByRole("heading", { level: 1, name: p.name }),
        hero.getByText(p.price, { exact: true }).first(),
        hero.getByText(p.split.split(" ")[0]!, { exact: true }),
        hero.getByRole("button", { name: "Add to Cart" }),
        hero.getByRole("link", { name: "Pre-Order Now" }),
      ];
      await expect(hero).toContainText(p.split);
      await expect(hero.getByRole("link", { name: "Pre-Order Now" })).toHaveAttribute(
        "href",
        /^\/preorder\?items=/,
      );
      for (const element of inFirstScreen) {
        await expect(element).toBeInViewport({ ratio: 1 });
      }
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }

  test("/store/vue-glass: the story follows the buying part, and the testers' verdict is not a rating", async ({
    page,
  }) => {
    test.setTimeout(60_000); // axe on a long page
    await page.goto("/store/vue-glass");
    const hero = page.getByRole("region", { name: "Vue Glass", exact: true });
    await expect(hero.getByText("4.7/5")).toBeVisible();
    await expect(hero).toContainText("satisfaction among 3000+ early testers");
    const buy = (await hero.getByRole("button", { name: "Add to Cart" }).boundingBox())!;
    for (const title of ["Made for the way you watch and work.", "Technical specifications."]) {
      const story = (await page.getByRole("heading", { level: 2, name: title }).boundingBox())!;
      expect(story.y).toBeGreaterThan(buy.y);
    }
    await expect(page.getByRole("heading", { level: 3, name: "Tech-neck prevention" })).toBeAttached();
    await expectAccessible(page);
  });
});

test.describe("manual on desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("embeds the PDF and offers a download", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/store/vuering/manual");
    const frame = page.locator("iframe");
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute("src", MANUAL);
    expect((await frame.boundingBox())!.width).toBeGreaterThanOrEqual(768);
    const download = page.getByRole("link", { name: "Download PDF" });
    await expect(download).toBeVisible();
    await expect(download).toHaveAttribute("href", MANUAL);
    await expect(download).toHaveAttribute("download", /\.pdf$/);
    await expectAccessible(page);
  });
});

test.describe("manual on mobile", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("is download-only", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/store/vuering/manual");
    await expect(page.getByRole("link", { name: "Download PDF" })).toBeVisible();
    await expect(page.locator("iframe")).toBeHidden();
    await expect(page.getByRole("link", { name: /Open in new tab/ })).toBeHidden();
    await expectAccessible(page);
  });
});

test("the manual PDF answers 200 application/pdf and may be framed by our own pages only", async ({
  request,
}) => {
  const res = await request.get(MANUAL);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  expect((await res.body()).subarray(0, 5).toString()).toBe("%PDF-");
  expect(res.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  const page = await request.get("/store/vuering/manual");
  expect(page.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});
