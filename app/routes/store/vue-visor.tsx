import { GuideGrid } from "~/components/store/guide-grid";
import { OverviewSection } from "~/components/store/store-section";
import { ProductErrorBoundary } from "~/components/store/product-error-boundary";
import { VISOR_HIGHLIGHTS } from "~/content/connector-guides";
import { productLoader } from "~/features/store/server/product-page.server";
import { productHeroPreload, productMeta, ProductPage, SpecsSection } from "~/components/store/product-page";
import type { Route } from "./+types/vue-visor";
import { ISLAND_PAGE } from "~/lib/static-page";

export const meta: Route.MetaFunction = (args) => productMeta(args, "vue-visor");
export const links: Route.LinksFunction = () => productHeroPreload("vue-visor");
export const loader = productLoader("vue-visor");

// Server HTML but for Add to Cart, a live island: React Router's client does not load here.
export const handle = ISLAND_PAGE;

export default function VueVisor({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const colour = product.specifications.Colour ?? "Midnight black";
  const colourPicker = (
    <fieldset className="mt-6">
      <legend className="text-sm font-medium text-mist-300">
        Colour: <span className="text-white">{colour}</span>
      </legend>
      <p className="mt-3 flex items-center gap-3 text-sm text-mist-400">
        <span
          aria-hidden="true"
          className="size-9 rounded-full bg-[radial-gradient(circle_at_35%_30%,#2a2f3d,#07080c_70%)] ring-2 ring-white ring-offset-2 ring-offset-ink-950"
        />
        One colour, made to match Vue Glass.
      </p>
    </fieldset>
  );
  return (
    <ProductPage page={loaderData} hero={colourPicker}>
      <OverviewSection title="Turn any seat into a private cinema.">
        <GuideGrid items={VISOR_HIGHLIGHTS} />
      </OverviewSection>

      <SpecsSection page={loaderData} />
    </ProductPage>
  );
}

export function ErrorBoundary() {
  return <ProductErrorBoundary />;
}
