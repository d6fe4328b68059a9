import { ProductErrorBoundary } from "~/components/store/product-error-boundary";
import { StepList } from "~/components/store/step-list";
import { SubpageIntro } from "~/components/store/subpage-intro";
import { Breadcrumbs, ProductJsonLd } from "~/components/store/structured-data";
import { VULINK_SETUP_STEPS } from "~/content/connector-guides";
import { loadProductPage } from "~/lib/product-page.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/vulink-setup";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "VuLink Setup Guide",
    description:
      "Set up VuLink in four steps: connect the power source, connect to your device, connect Vue Glass, configure the display.",
  });

export function loader({ context }: Route.LoaderArgs) {
  return loadProductPage(context, "vulink");
}

export default function VulinkSetup({ loaderData }: Route.ComponentProps) {
  const { product, siteUrl } = loaderData;
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: product.name, path: "/store/vulink" },
          { name: "Setup", path: "/store/vulink/setup" },
        ]}
        siteUrl={siteUrl}
      />
      <SubpageIntro page={loaderData} eyebrow="VuLink · Setup" title="Set up VuLink in four steps.">
        From the box to a 4K picture on Vue Glass in about a minute, with your device charging as you watch.
      </SubpageIntro>
      <section aria-label="Setup steps" className="container-page pt-4 pb-20 md:pb-28">
        <StepList steps={VULINK_SETUP_STEPS} className="md:grid-cols-2" />
      </section>
      <ProductJsonLd page={loaderData} />
    </>
  );
}

export function ErrorBoundary() {
  return <ProductErrorBoundary />;
}
