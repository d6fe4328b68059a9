import { GuideGrid } from "~/components/store/guide-grid";
import { OverviewSection } from "~/components/store/store-section";
import { VISOR_HIGHLIGHTS } from "~/content/connector-guides";
import { productHeroPreload, SpecsSection, useProductPageData } from "~/components/store/product-page";
import type { Route } from "./+types/vue-visor";

export const links: Route.LinksFunction = () => productHeroPreload("vue-visor");

// Its hero shows the colour (product-layout.tsx).
export default function VueVisor() {
  const page = useProductPageData();
  return (
    <>
      <OverviewSection title="Turn any seat into a private cinema.">
        <GuideGrid items={VISOR_HIGHLIGHTS} />
      </OverviewSection>

      <SpecsSection page={page} />
    </>
  );
}
