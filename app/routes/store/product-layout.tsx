import type { ReactNode } from "react";
import { data, Outlet } from "react-router";
import { ProductErrorBoundary } from "~/components/store/product-error-boundary";
import { ProductHeroPreload, productMeta, ProductPage } from "~/components/store/product-page";
import { TesterVerdict } from "~/components/store/tester-verdict";
import { VisorColour } from "~/components/store/visor-colour";
import { VueringNav } from "~/components/store/vuering-nav";
import { findProductPage, type ProductId } from "~/content/catalogue";
import type { ProductPageData } from "~/features/store/server/product-page.server";
import { loadProductPage } from "~/features/store/server/product-page.server";
import { requestPagePath, revalidateOnPath } from "~/lib/page-path";
import type { Route } from "./+types/product-layout";
import { ISLAND_PAGE } from "~/lib/static-page";

/**
 * The frame of a product's main store page (name, price, booking split, Add to Cart and Pre-Order
 * Now in the hero, then the other products): one loader, title and hero image for all of them,
 * the product chosen by path (its `detailPath` in the catalogue); each child route draws only the
 * product's own sections.
 */
export const meta: Route.MetaFunction = (args) => {
  const product = findProductPage(args.location.pathname);
  return product ? productMeta(args, product.id) : [];
};

// Server HTML but for Add to Cart, a live island: React Router's client does not load here.
export const handle = ISLAND_PAGE;

export function loader({ request, context }: Route.LoaderArgs) {
  const product = findProductPage(requestPagePath(request));
  if (!product) throw data(null, { status: 404 });
  return loadProductPage(context, product.id);
}

// Each product is its own path under one layout: its data follows the path.
export const shouldRevalidate = revalidateOnPath;

/** What a product adds to the frame: a section nav above the hero, extra content in the hero. */
const EXTRAS: Partial<Record<ProductId, { nav?: ReactNode; hero?: (page: ProductPageData) => ReactNode }>> = {
  glasses: { hero: () => <TesterVerdict className="mt-2" /> },
  vuering: { nav: <VueringNav /> },
  "vue-visor": { hero: ({ product }) => <VisorColour product={product} /> },
};

export default function ProductLayout({ loaderData: page }: Route.ComponentProps) {
  const { nav, hero } = EXTRAS[page.product.id] ?? {};
  return (
    <>
      <ProductHeroPreload id={page.product.id} />
      <ProductPage page={page} nav={nav} hero={hero?.(page)}>
        <Outlet context={page} />
      </ProductPage>
    </>
  );
}

export function ErrorBoundary() {
  return <ProductErrorBoundary />;
}
