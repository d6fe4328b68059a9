import { BLOG_SLUGS } from "../../app/content/blog/posts";
import { signInOperator } from "../support/e2e/console-steps";
import { expect, test } from "../support/e2e/fixtures";
import { startOwnServer, type OwnServer } from "../support/e2e/own-server";

/**
 * Field data from a real browser: the pages a visitor reads send their web-vitals when left, and
 * the console shows each route's p75 LCP, INP and CLS.
 */
const OPERATOR = "ops@luxid.example";
const PAGES = [
  { path: "/about", route: "/about" },
  { path: "/faq", route: "/faq" },
  { path: `/blog/${BLOG_SLUGS[0]}`, route: "/blog/:slug" },
];

let own: OwnServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer("vitals", (url) => ({ PUBLIC_SITE_URL: url, OPERATOR_EMAILS: OPERATOR }));
});
test.afterAll(async () => own?.stop());

test("three pages visited and left send their vitals; the console shows p75 LCP, INP and CLS per route", async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const { path } of PAGES) {
    await page.goto(`${own!.baseUrl}${path}`);
    // Loaded after the page: the field-data module, then the visitor taps (an interaction for INP).
    await expect(page.locator('script[src*="/report-vitals-"]')).toHaveCount(1);
    await page.waitForLoadState("networkidle");
    await page.locator("h1").click();
  }
  // Leaving the third page. (The beacons go out as the pages are left, where Playwright does not
  // see them: what they carried is read back from the console.)
  await page.goto(`${own!.baseUrl}/contact`);

  await signInOperator(page, own!, OPERATOR);
  await page.goto(`${own!.baseUrl}/admin/vitals`);
  const week = page.getByRole("region", { name: "Last 7 days" });
  // Each page's route, never its address; one visit each. (/contact, left for the console, too.)
  await expect(week.locator(`tr[data-route="${PAGES.at(-1)!.route}"]`)).toHaveCount(1);
  const routes = await week
    .locator("tr[data-route]")
    .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.route));
  expect(routes).toEqual(expect.arrayContaining(PAGES.map((p) => p.route)));
  expect(routes.join(" ")).not.toContain(BLOG_SLUGS[0]);
  for (const { route } of PAGES) {
    const row = week.locator(`tr[data-route="${route}"]`);
    await expect(row.locator("td").last()).toHaveText("1");
    await expect(row.getByRole("rowheader")).toHaveText(route);
    for (const metric of ["LCP", "INP", "CLS"]) {
      await expect(row.locator(`td[data-metric="${metric}"]`), `${route} ${metric}`).toHaveText(
        /^\d+(\.\d+)? (s|ms)? ?(Good|Needs improvement|Poor)$|^\d\.\d\d (Good|Needs improvement|Poor)$/,
      );
    }
  }
  await expect(page.getByRole("region", { name: "Last 28 days" }).locator("tr[data-route]")).not.toHaveCount(
    0,
  );
});
