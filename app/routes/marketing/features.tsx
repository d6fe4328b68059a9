import { FeatureCardBody } from "~/components/marketing/feature-card";
import { Eyebrow, GlowPanel, HeroText, PreorderButton, StatList } from "~/components/marketing/page-blocks";
import { LinkButton } from "~/components/marketing/link-button";
import { Section } from "~/components/marketing/section-heading";
import { ResponsiveImage } from "~/components/responsive-image";
import { ProductJsonLd } from "~/components/store/structured-data";
import { AccessoryCredit, PaySplit, Price, useCurrency } from "~/components/price";
import { glasses, PRODUCT_PAGES } from "~/content/catalogue";
import { CLAIMS, HARDWARE } from "~/content/claims";
import { COMPARISON_ROWS, FEATURE_CARDS, PERFORMANCE_HIGHLIGHTS, SPEC_GROUPS } from "~/content/features";
import { mediaPreload } from "~/lib/media";
import { loadProductPage } from "~/features/store/server/product-page.server";
import { baseQuote } from "~/lib/pricing";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/features";

const HERO_IMAGE = "products/glasses" as const;
const HERO_SIZES = "(min-width: 1024px) 36rem, calc(100vw - 2.5rem)";

export const links: Route.LinksFunction = () => [mediaPreload(HERO_IMAGE, HERO_SIZES)];

// Also served at /store/vue-glass: same page, its own title, canonical link to /features.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.location.pathname.startsWith("/store/")
      ? PRODUCT_PAGES.glasses.title
      : "Vue Glass Features and Specifications",
    canonicalPath: "/features",
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
      <FeatureGrid />
      <Specifications />
      <Performance />
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

function FeatureGrid() {
  return (
    <Section
      id="features-title"
      eyebrow="Features"
      title="Made for the way you watch and work."
      intro={<p>Six things Vue Glass does that a phone, a laptop or a VR headset cannot.</p>}
      className="py-12 md:py-24"
    >
      <ul className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {FEATURE_CARDS.map((card) => (
          <li key={card.id} className="surface flex flex-col p-6 md:p-7">
            <FeatureCardBody card={card} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Specifications() {
  return (
    <Section
      id="specs-title"
      eyebrow="Specifications"
      title="Technical specifications."
      intro={<p>The numbers behind the experience, grouped the way you would check them.</p>}
      className="py-12 md:py-24"
    >
      <div className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {SPEC_GROUPS.map((group) => (
          <section
            key={group.title}
            aria-labelledby={`spec-${slug(group.title)}`}
            className="surface p-6 md:p-7"
          >
            <h3 id={`spec-${slug(group.title)}`} className="font-display text-lg font-semibold text-white">
              {group.title}
            </h3>
            <StatList
              stats={group.rows}
              className="mt-4 divide-y divide-white/6"
              itemClassName="flex items-baseline justify-between gap-4 py-2.5 text-sm"
              labelClassName="shrink-0 text-mist-400"
              valueClassName="text-right font-medium text-mist-50"
            />
          </section>
        ))}
      </div>
    </Section>
  );
}

function Performance() {
  return (
    <Section
      id="performance-title"
      eyebrow="Performance"
      title="Brighter, longer, smoother."
      intro={<p>Vue Glass against a traditional VR headset and a competing pair of AR glasses.</p>}
      className="py-12 md:py-24"
    >
      <div className="mt-12 grid gap-5 lg:grid-cols-2">
        {COMPARISON_ROWS.map((row) => {
          const max = Math.max(...row.values.map((v) => v.amount));
          return (
            <figure key={row.metric} className="surface p-6 md:p-8">
              <figcaption className="font-display text-lg font-semibold text-white">{row.metric}</figcaption>
              <ul className="mt-6 grid gap-5">
                {row.values.map((v, i) => (
                  <li key={v.device}>
                    <p className="flex items-baseline justify-between gap-4 text-sm">
                      <span className={i === 0 ? "font-semibold text-white" : "text-mist-300"}>
                        {v.device}
                      </span>{" "}
                      <span
                        className={`font-display tabular-nums ${i === 0 ? "text-lg font-semibold text-white" : "text-mist-300"}`}
                      >
                        {v.label}
                      </span>
                    </p>
                    <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-white/6">
                      <div
                        className={`h-full origin-left rounded-full ${i === 0 ? "bg-gradient-to-r from-brand-400 to-aurora-400" : "bg-mist-400/40"}`}
                        style={{ transform: `scaleX(${v.amount / max})` }}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            </figure>
          );
        })}
      </div>
      <StatList
        stats={PERFORMANCE_HIGHLIGHTS}
        className="mt-5 grid grid-cols-2 gap-5 lg:grid-cols-4"
        itemClassName="surface flex flex-col-reverse gap-1 p-6"
      />
      <p className="mt-5 text-sm text-mist-400">
        Vue Glass is {CLAIMS.powerEfficiency}: that is where the extra hours come from.
      </p>
    </Section>
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

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
