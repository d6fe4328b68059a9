import { FeatureStory } from "~/components/marketing/feature-story";
import { Eyebrow, GlowPanel, HeroText, PreorderButton, StatList } from "~/components/marketing/page-blocks";
import { LinkButton } from "~/components/marketing/link-button";
import { ResponsiveImage } from "~/components/responsive-image";
import { ProductJsonLd } from "~/components/store/structured-data";
import { AccessoryCredit, PaySplit, Price, useCurrency } from "~/components/price";
import { glasses, PRODUCT_PAGES } from "~/content/catalogue";
import { HARDWARE } from "~/content/claims";
import { mediaPreload } from "~/lib/media";
import { loadProductPage } from "~/features/store/server/product-page.server";
import { baseQuote } from "~/lib/pricing";
import { staticPageMeta } from "~/lib/seo";
import { STATIC_PAGE } from "~/lib/static-page";
import type { Route } from "./+types/features";

const HERO_IMAGE = "products/glasses" as const;
const HERO_SIZES = "(min-width: 1024px) 36rem, calc(100vw - 2.5rem)";

export const links: Route.LinksFunction = () => [mediaPreload(HERO_IMAGE, HERO_SIZES)];

// /store/vue-glass tells the same story under the product's buying hero (routes/store/vue-glass.tsx).
/** Only content: sent without scripts (ADR 026). */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = staticPageMeta({
  title: "Vue Glass Features and Specifications",
  description: PRODUCT_PAGES.glasses.description,
});

const HERO_STATS = [
  { value: `${HARDWARE.weightGrams} g`, label: "Weight" },
  { value: HARDWARE.battery, label: "Battery" },
  { value: `${HARDWARE.brightnessNits}`, label: "Nits" },
  { value: HARDWARE.fieldOfView, label: "Field of view" },
];

/** Vue Glass priced in the visitor's currency, for the Product/Offer structured data. */
export function loader({ context }: Route.LoaderArgs) {
  return { product: loadProductPage(context, "glasses") };
}

export default function Features({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ProductJsonLd page={loaderData.product} />
      <Hero />
      <FeatureStory />
      <CallToAction />
    </>
  );
}

function Hero() {
  return (
    <header className="container-page grid items-center gap-12 pt-14 pb-16 md:pt-24 md:pb-24 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)]">
      <div>
        <HeroText
          eyebrow="Vue Glass features"
          title={
            <>
              A {HARDWARE.virtualScreen} screen.{" "}
              <span className="text-gradient">{HARDWARE.weightGrams} grams.</span>
            </>
          }
          lead="Vue Glass puts a private cinema in front of your eyes, answers to your voice and keeps your head up. Here is everything inside it, and how it compares."
        />
        <StatList
          stats={HERO_STATS}
          className="mt-10 grid max-w-3xl grid-cols-2 gap-px overflow-hidden rounded-card border border-white/8 bg-white/8 sm:grid-cols-4"
          itemClassName="flex flex-col-reverse gap-1 bg-ink-950/90 px-5 py-4"
          labelClassName="text-xs tracking-wide text-mist-400 uppercase"
          valueClassName="font-display text-2xl font-semibold text-white tabular-nums"
        />
      </div>
      <div className="relative">
        <div
          aria-hidden="true"
          className="absolute inset-x-8 top-1/4 bottom-0 rounded-full bg-aurora-500/25 blur-3xl"
        />
        <ResponsiveImage
          name={HERO_IMAGE}
          alt={glasses.imageAlt}
          sizes={HERO_SIZES}
          priority
          className="relative h-auto w-full rounded-[2rem] border border-white/10 shadow-glow"
        />
      </div>
    </header>
  );
}

function CallToAction() {
  const currency = useCurrency();
  const quote = baseQuote(currency);
  return (
    <section aria-labelledby="cta-title" className="container-page pt-8 pb-24">
      <GlowPanel
        glows={["-top-32 -right-20 size-96 bg-brand-500/20", "-bottom-40 -left-20 size-96 bg-aurora-500/15"]}
        className="md:p-14"
      >
        <div className="relative grid gap-10 lg:grid-cols-[1fr_auto] lg:items-end">
          <div>
            <Eyebrow>Pre-order</Eyebrow>
            <h2 id="cta-title" className="mt-3 font-display text-headline font-semibold text-white">
              Reserve your Vue Glass.
            </h2>
            <div className="mt-6" aria-live="polite">
              {/* The server resolved the visitor's region, so prices never wait on a lookup. */}
              <Price amount={quote.total} currency={currency} className="font-display text-5xl" />
              <PaySplit quote={quote} className="mt-3 text-base" />
              <AccessoryCredit currency={currency} className="mt-1 text-base" />
            </div>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
            <PreorderButton>Pre-Order Now</PreorderButton>
            <LinkButton to="/store" variant="secondary" badge="NEW">
              Browse Accessories
            </LinkButton>
          </div>
        </div>
      </GlowPanel>
    </section>
  );
}
