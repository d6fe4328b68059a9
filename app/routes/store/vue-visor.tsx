import { GuideGrid } from "~/components/store/guide-grid";
import { ProductErrorBoundary } from "~/components/store/product-error-boundary";
import { HERO_IMAGE_SIZES } from "~/components/store/product-hero";
import { StoreSection } from "~/components/store/store-section";
import { VISOR_HIGHLIGHTS } from "~/content/connector-guides";
import { mediaPreload } from "~/lib/media";
import { loadProductPage } from "~/features/store/server/product-page.server";
import { ProductPage, SpecsSection } from "~/components/store/product-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/vue-visor";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Vue Visor Privacy Shade",
    description:
      "Vue Visor: a magnetic opaque visor in midnight black for deeper blacks and complete privacy on Vue Glass.",
    ogType: "product",
  });

// The hero render is the largest paint: start it with the HTML.
export const links: Route.LinksFunction = () => [mediaPreload("products/vue-visor", HERO_IMAGE_SIZES)];

export function loader({ context }: Route.LoaderArgs) {
  return loadProductPage(context, "vue-visor");
}

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
      <StoreSection
        id="overview"
        eyebrow="Overview"
        title="Turn any seat into a private cinema."
        className="border-t border-white/5"
      >
        <GuideGrid items={VISOR_HIGHLIGHTS} />
      </StoreSection>

      <SpecsSection page={loaderData} />
    </ProductPage>
  );
}

export function ErrorBoundary() {
  return <ProductErrorBoundary />;
}
