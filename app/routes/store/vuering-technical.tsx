import { Monitor, Smartphone } from "lucide-react";
import { GuideGrid } from "~/components/store/guide-grid";
import { ProductErrorBoundary } from "~/components/store/product-error-boundary";
import { StepList } from "~/components/store/step-list";
import { StoreSection } from "~/components/store/store-section";
import { VueringNav } from "~/components/store/vuering-nav";
import { VUERING_BLUETOOTH_SETUP, VUERING_COMPATIBILITY } from "~/content/vuering-guide";
import { loadProductPage } from "~/features/store/server/product-page.server";
import { ProductPage, type Subpage, SpecsSection } from "~/components/store/product-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/vuering-technical";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "VueRING Technical Specifications and Setup",
    description:
      "VueRING specifications, device compatibility and step-by-step Bluetooth setup for iPhone, iPad and Windows.",
  });

export function loader({ context }: Route.LoaderArgs) {
  return loadProductPage(context, "vuering");
}

const SETUPS = [
  { id: "setup-ios", title: "iPhone and iPad (iOS)", icon: Smartphone, steps: VUERING_BLUETOOTH_SETUP.ios },
  { id: "setup-windows", title: "Windows 10 and 11", icon: Monitor, steps: VUERING_BLUETOOTH_SETUP.windows },
] as const;

const SUBPAGE: Subpage = {
  name: "Technical",
  path: "/store/vuering/technical",
  eyebrow: "VueRING · Technical",
  title: "Specifications and setup.",
  intro: "Everything inside a 12 g ring, which devices it works with, and how to pair it in under a minute.",
};

export default function VueringTechnical({ loaderData }: Route.ComponentProps) {
  return (
    <ProductPage page={loaderData} subpage={SUBPAGE} nav={<VueringNav />}>
      <SpecsSection page={loaderData} className="pt-4 md:pt-6" />

      <StoreSection
        id="compatibility"
        eyebrow="Compatibility"
        title="Works with what you already own."
        intro="VueRING is a standard Bluetooth LE pointer: no app, no driver, no account."
      >
        <GuideGrid items={VUERING_COMPATIBILITY} />
      </StoreSection>

      <StoreSection
        id="bluetooth-setup"
        eyebrow="Bluetooth setup"
        title="Pair it in under a minute."
        intro="Hold the click button for 3 seconds to start pairing, then follow the steps for your device."
      >
        <div className="grid gap-10 lg:grid-cols-2">
          {SETUPS.map(({ id, title, icon: Icon, steps }) => (
            <section key={id} aria-labelledby={id}>
              <h3 id={id} className="flex items-center gap-3 font-display text-xl font-semibold text-white">
                <Icon aria-hidden="true" className="size-5 text-brand-300" />
                {title}
              </h3>
              <StepList steps={steps} className="mt-5" />
            </section>
          ))}
        </div>
      </StoreSection>
    </ProductPage>
  );
}

export function ErrorBoundary() {
  return <ProductErrorBoundary />;
}
