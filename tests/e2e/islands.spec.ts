import { expect, test } from "./fixtures";

/**
 * Static islands (ADR 008): server HTML that hydration leaves alone, rendered for real when a page
 * is reached by a client-side navigation. Both ways must show the same page, with no hydration
 * error in the console.
 */
test("the landing page hydrates without errors and its islands render again after a client-side navigation", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto("/");
  await expect(page.locator("[data-island]").first()).toBeAttached();
  // A link inside an island navigates client-side: the document is not reloaded.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole("link", { name: "Explore features" }).click();
  await expect(page).toHaveURL(/\/features$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

  await page.getByRole("banner").getByRole("link", { name: "Luxid home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Pre-order pricing" })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator("#faq details")).toHaveCount(6);
  await expect(page.getByTestId("photo-strip").getByRole("img")).toHaveCount(30);
  expect(problems).toEqual([]);
});

test("an article reached by a client-side navigation shows its whole body", async ({ page }) => {
  await page.goto("/blog");
  const card = page.locator("[data-post-card]").first();
  const title = await card.getByRole("heading").textContent();
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await card.getByRole("link", { name: /^Read More/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
  const words = await page
    .locator("[data-article-body]")
    .evaluate((el) => (el.textContent ?? "").split(/\s+/).filter(Boolean).length);
  expect(words).toBeGreaterThanOrEqual(700);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test("the Vue Glass page hydrates without errors, and its story renders after a client-side navigation", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto("/store/vue-glass");
  await expect(page.getByRole("heading", { level: 2, name: "Technical specifications." })).toBeVisible();

  await page.goto("/store");
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page
    .getByRole("article", { name: "Vue Glass", exact: true })
    .getByRole("link", { name: /^View Details/ })
    .click();
  await expect(page).toHaveURL(/\/store\/vue-glass$/);
  await expect(page.getByRole("heading", { level: 2, name: "Technical specifications." })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole("heading", { level: 3, name: "Tech-neck prevention" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(problems).toEqual([]);
});
