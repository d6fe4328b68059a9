import { GuideGrid } from "~/components/store/guide-grid";
import { ProductErrorBoundary } from "~/components/store/product-error-boundary";
import { HERO_IMAGE_SIZES } from "~/components/store/product-hero";
import { StoreSection } from "~/components/store/store-section";
import { VUELINK_COMPATIBILITY } from "~/content/connector-guides";
import { mediaPreload } from "~/lib/media";
import { loadProductPage } from "~/features/store/server/product-page.server";
import { ProductPage, SpecsSection } from "~/components/store/product-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/vue-link";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "VueLink HDMI Connector",
    description:
      "VueLink: connect Vue Glass to consoles, set-top boxes and laptops over HDMI. Plug and play, no drivers.",
    ogType: "product",
  });

// The hero render is the largest paint: start it with the HTML.
export const links: Route.LinksFunction = () => [mediaPreload("products/vuelink", HERO_IMAGE_SIZES)];

export function loader({ context }: Route.LoaderArgs) {
  return loadProductPage(context, "vuelink");
}

export default function VueLink({ loaderData }: Route.ComponentProps) {
  return (
    <ProductPage page={loaderData}>
      <StoreSection
        id="overview"
        eyebrow="Overview"
        title="Your console, on a 180-inch screen."
        intro="VueLink turns any HDMI output into a picture on Vue Glass. Power it over USB-C, plug in the HDMI cable, and play from the sofa, the bed or a hostel bunk."
        className="border-t border-white/5"
      >
        <GuideGrid items={VUELINK_COMPATIBILITY} className="lg:grid-cols-4" />
      </StoreSection>

      <SpecsSection page={loaderData} />
    </ProductPage>
  );
}

export function ErrorBoundary() {
  return <ProductErrorBoundary />;
}
