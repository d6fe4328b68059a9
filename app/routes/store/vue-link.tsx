import { GuideGrid } from "~/components/store/guide-grid";
import { MoreProducts } from "~/components/store/more-products";
import { ProductErrorBoundary } from "~/components/store/product-error-boundary";
import { HERO_IMAGE_SIZES, ProductHero } from "~/components/store/product-hero";
import { SpecTable } from "~/components/store/spec-table";
import { StoreSection } from "~/components/store/store-section";
import { Breadcrumbs, ProductJsonLd } from "~/components/store/structured-data";
import { VUELINK_COMPATIBILITY } from "~/content/connector-guides";
import { mediaPreload } from "~/lib/media";
import { loadProductPage } from "~/features/store/server/product-page.server";
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
  const { product, siteUrl } = loaderData;
  return (
    <>
      <Breadcrumbs trail={[{ name: product.name, path: "/store/vue-link" }]} siteUrl={siteUrl} />
      <ProductHero page={loaderData} />

      <StoreSection
        id="overview"
        eyebrow="Overview"
        title="Your console, on a 180-inch screen."
        intro="VueLink turns any HDMI output into a picture on Vue Glass. Power it over USB-C, plug in the HDMI cable, and play from the sofa, the bed or a hostel bunk."
        className="border-t border-white/5"
      >
        <GuideGrid items={VUELINK_COMPATIBILITY} className="lg:grid-cols-4" />
      </StoreSection>

      <StoreSection id="specs" eyebrow="Specifications" title="Technical specifications">
        <SpecTable specs={product.specifications} />
      </StoreSection>
      <MoreProducts current="vuelink" />
      <ProductJsonLd page={loaderData} />
    </>
  );
}

export function ErrorBoundary() {
  return <ProductErrorBoundary />;
}
