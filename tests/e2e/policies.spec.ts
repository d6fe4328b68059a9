import { expect, test } from "../support/e2e/fixtures";

/**
 * A policy is server HTML without a script file (ADR 026; no page hydrates whole, ADR 035): the
 * shop's settings and the visitor's prices are in the document itself, its contents list is plain
 * anchors and a link to another policy loads that policy's document.
 */
test("a policy is sent without scripts, settings and prices included, and its links work as documents", async ({
  page,
}) => {
  // No script file but field data (web-vitals), which the page script adds once the page has loaded.
  const FIELD_DATA = /\/assets\/islands\/report-vitals-[\w-]+\.js$/;
  const scripts: string[] = [];
  page.on(
    "request",
    (r) => r.resourceType() === "script" && !FIELD_DATA.test(r.url()) && scripts.push(r.url()),
  );
  await page.goto("/shipping-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Shipping Policy" })).toBeVisible();
  await expect(page).toHaveTitle("Shipping Policy | Luxid");
  await expect(page.locator("html")).toHaveAttribute("data-static", "");
  expect(
    await page.locator("script[src]:not([src*='/report-vitals-']), script[type=module]:not([src])").count(),
  ).toBe(0);

  const glance = page.getByRole("region", { name: "1. At a glance" });
  await expect(glance).toContainText(
    "Deliveries start from the end of September 2027, first come first served.",
  );
  const times = page.getByRole("table", { name: "Estimated delivery times, counted from dispatch" });
  await expect(times.getByRole("rowheader", { name: "India" })).toBeVisible();
  const contact = page.getByRole("region", { name: "10. Contact" });
  await expect(contact.getByRole("link", { name: "care@luxid.test" })).toHaveAttribute(
    "href",
    "mailto:care@luxid.test?subject=Shipping%20question",
  );

  // The contents list jumps to a part; a link to another policy loads its document.
  await page
    .getByRole("navigation", { name: "On this page" })
    .getByRole("link", { name: "5. Delivery times" })
    .click();
  await expect(page).toHaveURL(/\/shipping-policy#delivery-times$/);
  const terms = page.waitForEvent("load");
  await contact.getByRole("link", { name: "Terms of Service" }).click();
  await terms;
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("region", { name: "4. How pre-orders work" })).toContainText(
    "For one Vue Glass at ₹27,999, that is ₹5,600 now and ₹22,399 later.",
  );
  expect(scripts).toEqual([]);
});
