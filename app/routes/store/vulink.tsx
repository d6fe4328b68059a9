import { Icon } from "~/components/icon/icon";
import { Link } from "react-router";
import { GuideGrid } from "~/components/store/guide-grid";
import { ProductErrorBoundary } from "~/components/store/product-error-boundary";
import { OverviewSection, StoreSection } from "~/components/store/store-section";
import { VULINK_COMPATIBILITY } from "~/content/connector-guides";
import { productLoader } from "~/features/store/server/product-page.server";
import { productHeroPreload, productMeta, ProductPage, SpecsSection } from "~/components/store/product-page";
import type { Route } from "./+types/vulink";
import { ISLAND_PAGE } from "~/lib/static-page";
import { buttonClass } from "~/components/ui/button";

export const meta: Route.MetaFunction = (args) => productMeta(args, "vulink");
export const links: Route.LinksFunction = () => productHeroPreload("vulink");
export const loader = productLoader("vulink");

// Server HTML but for Add to Cart, a live island: React Router's client does not load here.
export const handle = ISLAND_PAGE;

/** The spec-sheet rows worth a tile of their own. */
const HIGHLIGHT_SPECS = ["Video", "Power delivery", "Cable", "Weight"] as const;

export default function Vulink({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <ProductPage page={loaderData}>
      <OverviewSection
        title="Binge-watch without the battery anxiety."
        intro="VuLink sits between your device and Vue Glass: one port carries 4K video to the glasses, the other takes power and charges both while you watch."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {HIGHLIGHT_SPECS.map((label) => (
            <li key={label} className="surface p-6">
              <p className="font-display text-3xl font-semibold text-white">
                {product.specifications[label]}
              </p>
              <p className="mt-2 text-sm text-mist-400">{label}</p>
            </li>
          ))}
        </ul>
      </OverviewSection>

      <SpecsSection page={loaderData} />

      <StoreSection
        id="compatibility"
        eyebrow="Device compatibility"
        title="Works with USB-C video."
        intro="Your device's USB-C port must carry video (DisplayPort Alt Mode or Thunderbolt). Most laptops, recent phones and handheld consoles do."
      >
        <GuideGrid items={VULINK_COMPATIBILITY} className="lg:grid-cols-4" />
        <Link to="/store/vulink/setup" className={buttonClass("secondary", "lg", "mt-10")}>
          Set up VuLink in four steps
          <Icon name="arrow-right" aria-hidden="true" className="size-5" />
        </Link>
      </StoreSection>
    </ProductPage>
  );
}

export function ErrorBoundary() {
  return <ProductErrorBoundary />;
}
