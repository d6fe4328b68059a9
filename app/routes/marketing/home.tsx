import LandingCarouselIsland from "~/components/landing/landing-carousel.island";
import { HERO_SIZES } from "~/components/landing/hero-sizes";
import LandingControlsIsland from "~/components/landing/landing-controls.island";
import { HeroBackground } from "~/components/landing/hero-background";
import { PhotoStrip } from "~/components/landing/photo-strip";
import { AboutSection as About } from "~/components/landing/sections/about-section";
import { AccessoriesSection as Accessories } from "~/components/landing/sections/accessories-section";
import { ClosingCta as Cta } from "~/components/landing/sections/closing-cta";
import { FaqSection as Faq } from "~/components/landing/sections/faq-section";
import { GalleryHeading } from "~/components/landing/sections/gallery-heading";
import { HeroIntro } from "~/components/landing/sections/hero-intro";
import { MediaSection as Media } from "~/components/landing/sections/media-section";
import { PricingSection as Pricing } from "~/components/landing/sections/pricing-section";
import { HERO_SLIDES } from "~/content/landing";
import { mediaPreload } from "~/lib/media";
import { staticPageMeta } from "~/lib/seo";
import { useRootData } from "~/lib/root-data";
import { ISLAND_PAGE } from "~/lib/static-page";
import { useCountryInfo } from "~/lib/use-country-info";
import landingStyles from "~/styles/landing.css?inline";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = staticPageMeta({
  title: "Luxid Vue Glass: AR smart glasses with a private 180-inch screen",
  fullTitle: true,
  description:
    "Vue Glass AR smart glasses: a private 180-inch virtual screen, 78 g, 8+ hours of battery. Pre-order with a 20% booking.",
});

export const links: Route.LinksFunction = () => [
  // The first hero slide is the LCP image: fetch it alongside the CSS, not after it.
  mediaPreload(HERO_SLIDES[0]!.image, HERO_SIZES),
];

// Server HTML but for the carousels, the music control and the page-wide behaviours (the welcome
// toast, reveals, the strip's loop, the header's highlight, smooth in-page links): live islands.
export const handle = ISLAND_PAGE;

export default function Home() {
  const { config, region, delivery } = useRootData();
  const { currency } = region;
  const info = useCountryInfo();

  return (
    <>
      {/* The landing's own rules (2 KB brotli) in its document, hoisted into <head> after the app's
          sheet: a second stylesheet was a second render-blocking request, a round trip on a new
          connection before the first paint, while the document still fits the first TCP window. */}
      <style href="landing-styles" precedence="default">
        {landingStyles}
      </style>
      <section id="hero" aria-labelledby="hero-title" className="relative isolate overflow-hidden">
        <HeroBackground />
        <div className="container-page relative pt-10 pb-10 md:pt-20 md:pb-16">
          <HeroIntro info={info} />
          <LandingCarouselIsland name="hero" />
        </div>
      </section>

      <About companyProfileUrl={config.companyProfileUrl} />

      <section id="gallery" aria-labelledby="gallery-title" className="container-page py-16 md:py-24">
        <GalleryHeading />
        <LandingCarouselIsland name="gallery" />
      </section>

      <Accessories currency={currency} />
      <Pricing currency={currency} deliveryStart={config.deliveryStart} />
      <Faq currency={currency} deliveryStart={config.deliveryStart} />
      <Media />
      <PhotoStrip />
      <Cta deliveryStart={config.deliveryStart} />
      <LandingControlsIsland deliveryStatement={delivery.statement} />
    </>
  );
}
