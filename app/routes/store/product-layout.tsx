import type { ReactNode } from "react";
import { data, Outlet, type ShouldRevalidateFunction } from "react-router";
import { ProductErrorBoundary } from "~/components/store/product-error-boundary";
import { productMeta, ProductPage } from "~/components/store/product-page";
import { TesterVerdict } from "~/components/store/tester-verdict";
import { VisorColour } from "~/components/store/visor-colour";
import { VueringNav } from "~/components/store/vuering-nav";
import { findProductPage, type ProductId } from "~/content/catalogue";
import { findStoreSubpage } from "~/content/store-subpages";
import { loadProductPage, type ProductPageData } from "~/features/store/server/product-page.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/product-layout";
import { ISLAND_PAGE } from "~/lib/static-page";

/**
 * The frame of every product page: a product's own page (its `detailPath` in the catalogue: name,
 * price, booking split, Add to Cart and Pre-Order Now in the hero, then the other products) and
 * its secondary pages (technical, features, manual, setup: content/store-subpages.ts). One loader,
 * title and frame for all of them, chosen by path; each child route draws only its own sections
 * (and a product's own page preloads its hero image: `links` gets no arguments to pick it by path).
 */
export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { subpage, page } = args.loaderData;
  return subpage ? pageMeta(args, subpage.meta) : productMeta(args, page.product.id);
};

// Server HTML but for Add to Cart, a live island: React Router's client does not load here.
export const handle = ISLAND_PAGE;

export function loader({ url, pattern, context }: Route.LoaderArgs) {
  // A product's page answers every spelling of its path React Router matches (its route's
  // pattern, `store/…`), as any page does; a sub-page only its path as listed (`url` drops `.data`).
  const subpage = findStoreSubpage(url.pathname);
  const product = subpage?.product ?? findProductPage(`/${pattern}`)?.id;
  if (!product) throw data(null, { status: 404 });
  return { subpage, page: loadProductPage(context, product) };
}

// Each product page is its own path under one layout: its data follows the path.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

/** What a product adds to the frame: a section nav on all its pages, extra content in its hero. */
const EXTRAS: Partial<Record<ProductId, { nav?: ReactNode; hero?: (page: ProductPageData) => ReactNode }>> = {
  glasses: { hero: () => <TesterVerdict className="mt-2" /> },
  vuering: { nav: <VueringNav /> },
  "vue-visor": { hero: ({ product }) => <VisorColour product={product} /> },
};

export default function ProductLayout({ loaderData: { subpage, page } }: Route.ComponentProps) {
  const { nav, hero } = EXTRAS[page.product.id] ?? {};
  return (
    <ProductPage page={page} subpage={subpage} nav={nav} hero={hero?.(page)}>
      <Outlet context={page} />
    </ProductPage>
  );
}

export function ErrorBoundary() {
  return <ProductErrorBoundary />;
}
