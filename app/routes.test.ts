import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect, test } from "vitest";
import { productHeroPreload } from "~/components/store/product-page";
import { catalogue, findProductPage } from "~/content/catalogue";
import { findStoreSubpage } from "~/content/store-subpages";
import type { PageHandle } from "~/lib/static-page";
import routes from "~/routes";

/*
 * No page hydrates with React Router (ADR 035): the root sends React Router's client to no page,
 * so a page route without a page handle would go out without the scripts it was written for.
 * Every route that draws a page says how it is sent: STATIC_PAGE or ISLAND_PAGE.
 */

const modules = import.meta.glob<RouteModule>("./routes/**/*.tsx");

type RouteModule = { default?: unknown; handle?: PageHandle; links?: () => unknown };
/** Every route module with a component the walk below reached. */
const pages: string[] = [];

/** The page routes (routes with a component) whose handle, or a layout's above them, is not a page handle. */
async function unsentPages(entries: RouteConfigEntry[], sentAbove: boolean): Promise<string[]> {
  const unsent: string[] = [];
  for (const entry of entries) {
    const load = modules[`./${entry.file}`];
    // A resource route in a .ts module draws no page.
    const route: RouteModule = load ? await load() : {};
    const sent = sentAbove || route.handle?.hydrate === false;
    if (entry.children?.length) unsent.push(...(await unsentPages(entry.children, sent)));
    else if (route.default && !sent) unsent.push(entry.file);
    if (route.default) pages.push(entry.file);
  }
  return unsent;
}
test("every page route, or its layout, exports a handle that sends it without React Router's scripts", async () => {
  expect(await unsentPages(routes, false)).toEqual([]);
  // The walk did reach the pages, the console's inside its layout included.
  expect(pages).toEqual(expect.arrayContaining(["routes/marketing/home.tsx", "routes/admin/audit.tsx"]));
}, 60_000);

// The product layout picks its product by path: each page under it is a product's page or one of
// its sub-pages, and each product has its page there (a path it could not place would answer 404).
// A product's page preloads its own hero image (its `links`, which cannot see the path).
test("the product layout's pages are the catalogue's product pages and their sub-pages", async () => {
  const layout = routes.find((entry) => entry.file === "routes/store/product-layout.tsx");
  const children = layout?.children ?? [];
  const paths = children.map((child) => `/${child.path}`);
  expect(paths.filter((path) => !findProductPage(path) && !findStoreSubpage(path))).toEqual([]);
  expect(paths).toEqual(expect.arrayContaining(catalogue.map((product) => product.detailPath)));
  for (const child of children) {
    const product = findProductPage(`/${child.path}`);
    if (!product) continue;
    const { links } = await modules[`./${child.file}`]!();
    expect(links?.(), child.file).toEqual(productHeroPreload(product.id));
  }
});
