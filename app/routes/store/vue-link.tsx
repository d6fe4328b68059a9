import { GuideGrid } from "~/components/store/guide-grid";
import { OverviewSection } from "~/components/store/store-section";
import { VUELINK_COMPATIBILITY } from "~/content/connector-guides";
import { productHeroPreload, SpecsSection, useProductPageData } from "~/components/store/product-page";
import type { Route } from "./+types/vue-link";

export const links: Route.LinksFunction = () => productHeroPreload("vuelink");

export default function VueLink() {
  const page = useProductPageData();
  return (
    <>
      <OverviewSection
        title="Your console, on a 180-inch screen."
        intro="VueLink turns any HDMI output into a picture on Vue Glass. Power it over USB-C, plug in the HDMI cable, and play from the sofa, the bed or a hostel bunk."
      >
        <GuideGrid items={VUELINK_COMPATIBILITY} className="lg:grid-cols-4" />
      </OverviewSection>

      <SpecsSection page={page} />
    </>
  );
}
