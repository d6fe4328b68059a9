import { GuideGrid } from "~/components/store/guide-grid";
import { OverviewSection } from "~/components/store/store-section";
import { ProductErrorBoundary } from "~/components/store/product-error-boundary";
import { VUELINK_COMPATIBILITY } from "~/content/connector-guides";
import { productLoader } from "~/features/store/server/product-page.server";
import { productHeroPreload, productMeta, ProductPage, SpecsSection } from "~/components/store/product-page";
import type { Route } from "./+types/vue-link";
import { ISLAND_PAGE } from "~/lib/static-page";

export const meta: Route.MetaFunction = (args) => productMeta(args, "vuelink");
export const links: Route.LinksFunction = () => productHeroPreload("vuelink");
export const loader = productLoader("vuelink");

// Server HTML but for Add to Cart, a live island: React Router's client does not load here.
export const handle = ISLAND_PAGE;

export default function VueLink({ loaderData }: Route.ComponentProps) {
  return (
    <ProductPage page={loaderData}>
      <OverviewSection
        title="Your console, on a 180-inch screen."
        intro="VueLink turns any HDMI output into a picture on Vue Glass. Power it over USB-C, plug in the HDMI cable, and play from the sofa, the bed or a hostel bunk."
      >
        <GuideGrid items={VUELINK_COMPATIBILITY} className="lg:grid-cols-4" />
      </OverviewSection>

      <SpecsSection page={loaderData} />
    </ProductPage>
  );
}

export function ErrorBoundary() {
  return <ProductErrorBoundary />;
}
