import { data, Outlet } from "react-router";
import { ProductErrorBoundary } from "~/components/store/product-error-boundary";
import { ProductPage } from "~/components/store/product-page";
import { VueringNav } from "~/components/store/vuering-nav";
import { findStoreSubpage } from "~/content/store-subpages";
import { loadProductPage } from "~/features/store/server/product-page.server";
import { requestPagePath, revalidateOnPath } from "~/lib/page-path";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/product-subpage";
import { ISLAND_PAGE } from "~/lib/static-page";

/**
 * The frame of a product's secondary pages (technical, features, manual, setup): one loader, title
 * and intro for all of them, chosen by path; each child route draws only its own sections.
 */
export const meta: Route.MetaFunction = (args) => {
  const subpage = findStoreSubpage(args.location.pathname);
  return subpage ? pageMeta(args, subpage.meta) : [];
};

// Server HTML but for Add to Cart, a live island, on every sub-page: React Router's client does not load.
export const handle = ISLAND_PAGE;

export function loader({ request, context }: Route.LoaderArgs) {
  const subpage = findStoreSubpage(requestPagePath(request));
  if (!subpage) throw data(null, { status: 404 });
  return { subpage, page: loadProductPage(context, subpage.product) };
}

// Each sub-page is its own path under one layout: its data follows the path.
export const shouldRevalidate = revalidateOnPath;

export default function ProductSubpage({ loaderData: { subpage, page } }: Route.ComponentProps) {
  return (
    <ProductPage page={page} subpage={subpage} nav={subpage.product === "vuering" ? <VueringNav /> : null}>
      <Outlet context={page} />
    </ProductPage>
  );
}

export function ErrorBoundary() {
  return <ProductErrorBoundary />;
}
