import { useEffect, type MouseEvent } from "react";
import { type LinkDescriptor, useLocation, useNavigate } from "react-router";
import { MediaCarousel } from "~/components/landing/media-carousel";
import { MusicButton } from "~/components/landing/music-button";
import {
  About,
  Accessories,
  Cta,
  Faq,
  GalleryHeading,
  HeroBackground,
  HeroIntro,
  Media,
  PhotoStrip,
  Pricing,
} from "~/components/landing/sections/islands";
import { useSectionReveal } from "~/components/landing/use-section-reveal";
import { useStripLoop } from "~/components/landing/use-strip-loop";
import { useWelcomeToast } from "~/components/landing/use-welcome-toast";
import { GALLERY_ITEMS, HERO_SLIDES } from "~/content/landing";
import { scrollToId } from "~/lib/anchor-scroll";
import { galleryInterval, heroInterval } from "~/lib/carousel-timing";
import { mediaPreload } from "~/lib/media";
import { pageMeta } from "~/lib/seo";
import { useRootData } from "~/lib/root-data";
import { useCountryInfo } from "~/lib/use-country-info";
import landingStyles from "~/styles/landing.css?url";
import type { Route } from "./+types/home";

const HERO_SIZES = "(min-width: 1280px) 1216px, (min-width: 768px) calc(100vw - 4rem), calc(100vw - 2.5rem)";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Luxid Vue Glass: AR smart glasses with a private 180-inch screen",
    fullTitle: true,
    description:
      "Vue Glass AR smart glasses: a private 180-inch virtual screen, 78 g, 8+ hours of battery. Pre-order with a 20% booking.",
  });

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: landingStyles, precedence: "default" } as LinkDescriptor,
  // The first hero slide is the LCP image: fetch it alongside the CSS, not after it.
  mediaPreload(HERO_SLIDES[0]!.image, HERO_SIZES),
];

/** `#contact` is not a section here: it goes to the contact page (replacing the history entry). */
function useContactHashRedirect() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (hash === "#contact") void navigate("/contact", { replace: true });
  }, [hash, navigate]);
}

/** In-page `#id` links scroll smoothly to their section below the sticky header. */
function onHashLinkClick(event: MouseEvent<HTMLElement>) {
  const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[href^="#"]');
  if (!link || event.defaultPrevented || event.metaKey || event.ctrlKey) return;
  const id = decodeURIComponent(link.getAttribute("href")!.slice(1));
  if (id && scrollToId(id)) {
    event.preventDefault();
    window.history.pushState(window.history.state, "", `#${id}`);
  }
}

export default function Home() {
  const { config, region, delivery } = useRootData();
  const { currency } = region;
  const info = useCountryInfo();
  useContactHashRedirect();
  useWelcomeToast(delivery.statement);
  useSectionReveal();
  useStripLoop();

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegates clicks of real links, which keep their own keyboard behaviour
    <div onClick={onHashLinkClick}>
      <section id="hero" aria-labelledby="hero-title" className="relative isolate overflow-hidden">
        <HeroBackground />
        <div className="container-page relative pt-10 pb-10 md:pt-20 md:pb-16">
          <HeroIntro info={info} />
          <MediaCarousel
            items={HERO_SLIDES}
            label="Vue Glass highlights"
            intervalFor={heroInterval}
            priorityFirst
            sizes={HERO_SIZES}
            className="mx-auto mt-10 max-w-6xl md:mt-14"
            frameClassName="aspect-[4/3] sm:aspect-[16/10]"
            testId="hero-carousel"
          />
        </div>
      </section>

      <About companyProfileUrl={config.companyProfileUrl} />

      <section id="gallery" aria-labelledby="gallery-title" className="container-page py-16 md:py-24">
        <GalleryHeading />
        <MediaCarousel
          items={GALLERY_ITEMS}
          label="Vue Glass in use"
          intervalFor={({ mobile, manualPick, index }) =>
            galleryInterval({ mobile, manualPick, video: GALLERY_ITEMS[index]?.type === "video" })
          }
          sizes={HERO_SIZES}
          className="mt-10"
          testId="gallery-carousel"
        />
      </section>

      <Accessories currency={currency} />
      <Pricing currency={currency} deliveryStart={config.deliveryStart} />
      <Faq currency={currency} deliveryStart={config.deliveryStart} />
      <Media />
      <PhotoStrip />
      <Cta deliveryStart={config.deliveryStart} />
      <MusicButton />
    </div>
  );
}
