import { Icon } from "~/components/icon/icon";
import { Link } from "react-router";
import { GuideGrid } from "~/components/store/guide-grid";
import { OverviewSection, StoreSection } from "~/components/store/store-section";
import { VULINK_COMPATIBILITY } from "~/content/connector-guides";
import { productHeroPreload, SpecsSection, useProductPageData } from "~/components/store/product-page";
import { buttonClass } from "~/components/ui/button";
import type { Route } from "./+types/vulink";

export const links: Route.LinksFunction = () => productHeroPreload("vulink");

/** The spec-sheet rows worth a tile of their own. */
const HIGHLIGHT_SPECS = ["Video", "Power delivery", "Cable", "Weight"] as const;

export default function Vulink() {
  const page = useProductPageData();
  const { product } = page;
  return (
    <>
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

      <SpecsSection page={page} />

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
    </>
  );
}
