import { FeatureStory } from "~/components/marketing/feature-story";
import { ProductErrorBoundary } from "~/components/store/product-error-boundary";
import { productHeroPreload, productMeta, ProductPage } from "~/components/store/product-page";
import { TesterVerdict } from "~/components/store/tester-verdict";
import { productLoader } from "~/features/store/server/product-page.server";
import type { Route } from "./+types/vue-glass";
import { ISLAND_PAGE } from "~/lib/static-page";

/*
 * Vue Glass in the store, sold like every other product: name, price in the visitor's currency,
 * booking split, Add to Cart and Pre-Order Now first, then the story /features tells (as a static
 * island, so its code stays out of this page's JavaScript).
 */
export const meta: Route.MetaFunction = (args) => productMeta(args, "glasses");
export const links: Route.LinksFunction = () => productHeroPreload("glasses");
export const loader = productLoader("glasses");

// Server HTML but for Add to Cart, a live island: React Router's client does not load here.
export const handle = ISLAND_PAGE;

export default function VueGlass({ loaderData }: Route.ComponentProps) {
  return (
    <ProductPage page={loaderData} hero={<TesterVerdict className="mt-2" />}>
      <FeatureStory />
    </ProductPage>
  );
}

export function ErrorBoundary() {
  return <ProductErrorBoundary />;
}
