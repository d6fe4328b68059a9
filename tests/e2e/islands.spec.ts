import { expect, test } from "../support/e2e/fixtures";

/**
 * Live islands (ADR 027): each hydrates over the server's HTML of its own part of the page, with
 * no hydration error in the console, and the page's links stay document navigations.
 */
test("the landing page hydrates its live islands without errors, and its links are document navigations", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto("/");
  await expect(page.locator("[data-live-island]").first()).toBeAttached();
  await expect(page.getByTestId("hero-carousel")).toHaveAttribute("data-ready", "");
  await page.getByRole("link", { name: "Explore features" }).click();
  await expect(page).toHaveURL(/\/features$/);

  await page.getByRole("banner").getByRole("link", { name: "Luxid home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Pre-order pricing" })).toBeVisible();
  await expect(page.locator("#faq details")).toHaveCount(6);
  await expect(page.getByTestId("photo-strip").getByRole("img")).toHaveCount(30);
  expect(problems).toEqual([]);
});

test("an article reached from the blog (a page of live islands) shows its whole body", async ({ page }) => {
  await page.goto("/blog");
  const card = page.locator("[data-post-card]").first();
  const title = await card.getByRole("heading").textContent();
  await card.getByRole("link", { name: /^Read More/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
  const words = await page
    .locator("[data-article-body]")
    .evaluate((el) => (el.textContent ?? "").split(/\s+/).filter(Boolean).length);
  expect(words).toBeGreaterThanOrEqual(700);
});

test("the Vue Glass page hydrates its islands without errors, and the store's card leads to its whole story", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto("/store");
  await page
    .getByRole("article", { name: "Vue Glass", exact: true })
    .getByRole("link", { name: /^View Details/ })
    .click();
  await expect(page).toHaveURL(/\/store\/vue-glass$/);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 2, name: "Technical specifications." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Tech-neck prevention" })).toBeVisible();
  expect(problems).toEqual([]);
});

test("React DOM and the islands' shared code are fetched beside the boot script, not after it", async ({
  page,
}) => {
  // The boot held back until React DOM is asked for: fetched only once the boot had run (one
  // round trip after another on a phone's network), it would never be asked for at all.
  let releaseBoot = () => {};
  const bootHeld = new Promise<void>((release) => (releaseBoot = release));
  await page.route(/\/assets\/islands\/live-boot-[\w-]+\.js$/, async (route) => {
    await bootHeld;
    await route.continue();
  });
  const reactDom = page.waitForRequest(/\/assets\/islands\/react-dom-[\w-]+\.js$/);
  const shared = page.waitForRequest(/\/assets\/islands\/islands-shared-[\w-]+\.js$/);
  // This `goto` resolves once the page has hydrated (fixtures.ts), which needs the boot.
  const opened = page.goto("/preorder");
  await Promise.all([reactDom, shared]);
  releaseBoot();
  await opened;
  await page.getByRole("textbox", { name: "Full Name", exact: true }).fill("Asha Verma");
  await expect(page.getByRole("textbox", { name: "Full Name", exact: true })).toHaveValue("Asha Verma");
});

test("islands draw their icons from the page's one sprite, also those they draw after hydrating", async ({
  page,
}) => {
  const sprites = new Set<string>();
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/\/icons-[\w-]+\.svg$/.test(pathname)) sprites.add(pathname);
  });
  await page.goto("/preorder");
  // Drawn by the island: the selected card's quantity stepper (its minus) is not in the server's HTML.
  await page.getByRole("button", { name: "Select: Vue Visor" }).click();
  await expect(page.getByRole("button", { name: "Selected: Vue Visor" })).toBeVisible();
  const hrefs = await page
    .locator("use")
    .evaluateAll((uses) => [...new Set(uses.map((u) => u.getAttribute("href")!.split("#")[0]))]);
  expect(hrefs).toHaveLength(1);
  expect([...sprites]).toEqual(hrefs);
});
