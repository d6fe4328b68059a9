import { ArrowRight, ArrowUpRight, Check } from "lucide-react";
import { useEffect, type MouseEvent } from "react";
import { Link, type LinkDescriptor, useLocation, useNavigate } from "react-router";
import { HeroBackground } from "~/components/landing/hero-background";
import { MediaCarousel } from "~/components/landing/media-carousel";
import { MusicButton } from "~/components/landing/music-button";
import { PhotoStrip } from "~/components/landing/photo-strip";
import { Reveal } from "~/components/landing/reveal";
import { useWelcomeToast } from "~/components/landing/use-welcome-toast";
import { FaqList } from "~/components/marketing/faq-accordion";
import { FeatureCardBody } from "~/components/marketing/feature-card";
import { SectionHeading } from "~/components/marketing/section-heading";
import { AccessoryCredit, PaySplit, Price, useCurrency } from "~/components/price";
import { ResponsiveImage } from "~/components/responsive-image";
import { findProduct, type Product } from "~/content/catalogue";
import { CLAIMS, DELIVERY, HARDWARE, PREORDER_PERKS, WARRANTY } from "~/content/claims";
import { landingFaq } from "~/lib/faq";
import { FEATURE_CARDS } from "~/content/features";
import { GALLERY_ITEMS, HERO_SLIDES, MEDIA_GALLERY } from "~/content/landing";
import { scrollToId } from "~/lib/anchor-scroll";
import { galleryInterval, heroInterval } from "~/lib/carousel-timing";
import { mediaPreload } from "~/lib/media";
import { baseQuote } from "~/lib/pricing";
import { pageMeta } from "~/lib/seo";
import { useRootData } from "~/lib/root-data";
import { preorderButtonLabel, useCountryInfo } from "~/lib/use-country-info";
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

const FEATURED_ACCESSORIES = ["vuering", "vulink", "vue-visor"]
  .map((id) => findProduct(id))
  .filter((p): p is Product => p !== undefined);

const ABOUT_STATS = [
  { value: CLAIMS.earlyTesters, label: "early testers" },
  { value: CLAIMS.satisfaction, label: "satisfaction" },
  { value: CLAIMS.wouldRecommend, label: "would recommend" },
  { value: CLAIMS.dailyUsers, label: "use it daily" },
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
  const currency = useCurrency();
  const quote = baseQuote(currency);
  const info = useCountryInfo();
  const { config } = useRootData();
  useContactHashRedirect();
  useWelcomeToast();

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegates clicks of real links, which keep their own keyboard behaviour
    <div onClick={onHashLinkClick}>
      <section id="hero" aria-labelledby="hero-title" className="relative isolate overflow-hidden">
        <HeroBackground />
        <div className="container-page relative pt-10 pb-10 md:pt-20 md:pb-16">
          <div className="mx-auto max-w-4xl text-center">
            <Link
              to="/store"
              className="inline-flex items-center gap-2 rounded-full border border-white/12 bg-white/[0.04] py-1 pr-3 pl-1 text-xs font-medium text-mist-100 hover:border-white/25 md:text-sm"
            >
              <span className="rounded-full bg-gradient-to-r from-brand-400 to-aurora-400 px-2 py-0.5 text-[0.65rem] font-bold tracking-wider text-ink-950">
                NEW
              </span>
              The accessories store is live
              <ArrowRight aria-hidden="true" className="size-3.5" />
            </Link>
            <h1 id="hero-title" className="mt-6 font-display text-display font-semibold text-white">
              Your private{" "}
              <span className="text-gradient">
                <span className="whitespace-nowrap">{HARDWARE.virtualScreen}</span> screen
              </span>
              , anywhere.
            </h1>
            <p className="mx-auto mt-5 max-w-2xl text-base text-mist-300 md:text-lg">
              AR smart glasses that put a cinema-sized screen in front of you, keep your head up and your
              content private. {HARDWARE.weightGrams} g, USB-C plug and play.
            </p>
            <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
              <Link
                to="/preorder?items=glasses"
                className="rounded-full bg-white px-7 py-3.5 font-semibold text-ink-950 hover:bg-mist-100"
              >
                {preorderButtonLabel(info)}
              </Link>
              <Link
                to="/features"
                className="rounded-full border border-white/15 bg-white/[0.03] px-7 py-3.5 font-medium text-white hover:border-white/30"
              >
                Explore features
              </Link>
              <a href="#pricing" className="px-3 py-3.5 text-sm font-medium text-brand-300 hover:text-white">
                See pricing
              </a>
            </div>
          </div>
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

      <section id="about" aria-labelledby="about-title" className="container-page py-16 md:py-24">
        <Reveal className="grid gap-10 lg:grid-cols-[1.1fr_1fr] lg:items-end">
          <SectionHeading
            id="about-title"
            eyebrow="About Vue Glass"
            title="A big screen that fits in a pocket"
          >
            <p>
              Vue Glass is India&apos;s first AR glasses from Luxid: a private {HARDWARE.virtualScreen}{" "}
              virtual screen at eye level, so you stop hunching over a phone. {CLAIMS.powerEfficiency}, with a{" "}
              {WARRANTY.label}.
            </p>
            <a
              href={config.companyProfileUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-5 inline-flex items-center gap-1.5 text-base font-semibold text-brand-300 hover:text-white"
            >
              Learn more<span className="sr-only"> about Luxid (company profile, opens in a new tab)</span>
              <ArrowUpRight aria-hidden="true" className="size-4" />
            </a>
          </SectionHeading>
          <dl className="grid grid-cols-2 gap-3">
            {ABOUT_STATS.map((s) => (
              <div key={s.label} className="surface p-5">
                <dt className="text-sm text-mist-400">{s.label}</dt>
                <dd className="mt-1 font-display text-3xl font-semibold text-white">{s.value}</dd>
              </div>
            ))}
          </dl>
        </Reveal>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURE_CARDS.map((card) => (
            <li key={card.id}>
              <Reveal className="surface flex h-full flex-col p-5 md:p-6">
                <FeatureCardBody card={card} compact />
              </Reveal>
            </li>
          ))}
        </ul>
      </section>

      <section id="gallery" aria-labelledby="gallery-title" className="container-page py-16 md:py-24">
        <Reveal>
          <SectionHeading
            id="gallery-title"
            eyebrow="Gallery"
            title="One pair of glasses, every screen you need"
          />
        </Reveal>
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

      <section id="accessories" aria-labelledby="accessories-title" className="container-page py-16 md:py-24">
        <Reveal className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="accessories-title" eyebrow="Featured accessories" title="Make it yours">
            <p>Pre-order prices on the gear that completes Vue Glass.</p>
          </SectionHeading>
          <Link
            to="/store"
            className="inline-flex items-center gap-1.5 font-semibold text-brand-300 hover:text-white"
          >
            Visit the store <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </Reveal>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {FEATURED_ACCESSORIES.map((p) => (
            <li key={p.id}>
              <Reveal className="surface group flex h-full flex-col overflow-hidden">
                <ResponsiveImage
                  name={p.image}
                  alt={p.imageAlt}
                  sizes="(min-width: 768px) 33vw, 100vw"
                  className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
                />
                <div className="flex flex-1 flex-col p-6">
                  <p className="text-xs font-semibold tracking-[0.16em] text-mist-400 uppercase">
                    {p.category}
                  </p>
                  <h3 className="mt-2 text-xl font-semibold text-white">{p.name}</h3>
                  <p className="mt-2 line-clamp-2 text-sm text-mist-300">{p.description}</p>
                  <div className="mt-auto flex items-center justify-between gap-4 pt-6">
                    <Price
                      amount={p.prices[currency]}
                      was={currency === "INR" ? p.wasPriceINR : undefined}
                      currency={currency}
                      className="text-xl"
                    />
                    <Link
                      to={p.detailPath}
                      className="inline-flex items-center gap-1 rounded-full border border-white/15 px-4 py-2 text-sm font-semibold text-white hover:border-white/35"
                    >
                      View details<span className="sr-only"> of {p.name}</span>
                    </Link>
                  </div>
                </div>
              </Reveal>
            </li>
          ))}
        </ul>
      </section>

      <section id="pricing" aria-labelledby="pricing-title" className="container-page py-16 md:py-24">
        <Reveal className="surface relative grid overflow-hidden lg:grid-cols-2">
          <div className="p-7 md:p-12">
            <p className="text-xs font-semibold tracking-[0.2em] text-brand-300 uppercase">Pre-order</p>
            <h2 id="pricing-title" className="mt-3 font-display text-headline font-semibold text-white">
              Pre-order pricing
            </h2>
            <div className="mt-6">
              <Price amount={quote.total} currency={currency} className="text-5xl" />
            </div>
            <PaySplit quote={quote} className="mt-4 text-base" />
            <AccessoryCredit currency={currency} className="mt-2 text-base" />
            <ul className="mt-7 grid gap-3 text-sm text-mist-300">
              {[PREORDER_PERKS.prescriptionLenses, PREORDER_PERKS.emi, DELIVERY.statement].map((perk) => (
                <li key={perk} className="flex gap-3">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-400" />
                  <span>{perk}</span>
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to="/preorder"
                className="rounded-full bg-gradient-to-r from-brand-400 to-aurora-400 px-7 py-3.5 font-semibold text-ink-950 shadow-glow"
              >
                Pre-order now
              </Link>
              <Link
                to="/store"
                className="rounded-full border border-white/15 px-7 py-3.5 font-medium text-white hover:border-white/30"
              >
                Browse accessories
              </Link>
            </div>
          </div>
          <div className="relative aspect-[4/3] lg:aspect-auto">
            <ResponsiveImage
              name="products/glasses"
              alt="Vue Glass, front view"
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="absolute inset-0 size-full object-cover"
            />
          </div>
        </Reveal>
      </section>

      <section id="faq" aria-labelledby="faq-title" className="container-page py-16 md:py-24">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
          <Reveal>
            <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions, answered">
              <p>Support replies within {CLAIMS.supportReplyHours} hours.</p>
            </SectionHeading>
            <div className="mt-6 flex flex-wrap gap-4 text-sm font-semibold">
              <Link to="/faq" className="inline-flex items-center gap-1.5 text-brand-300 hover:text-white">
                All questions <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
              <Link
                to="/contact"
                className="inline-flex items-center gap-1.5 text-brand-300 hover:text-white"
              >
                Contact us <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          </Reveal>
          <FaqList questions={landingFaq(currency)} group="landing-faq" />
        </div>
      </section>

      <section id="media" aria-labelledby="media-title" className="container-page py-16 md:py-24">
        <Reveal>
          <SectionHeading id="media-title" eyebrow="Media gallery" title="The Vue family" align="center" />
        </Reveal>
        <ul className="mt-10 grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
          {MEDIA_GALLERY.map((item, i) => (
            <li
              key={item.id}
              className={`surface group relative overflow-hidden ${i === 0 ? "col-span-2 row-span-2" : ""}`}
            >
              <figure className="flex h-full flex-col">
                <ResponsiveImage
                  name={item.image}
                  alt={item.alt}
                  sizes={i === 0 ? "(min-width: 768px) 50vw, 100vw" : "(min-width: 768px) 25vw, 50vw"}
                  className="aspect-[4/3] w-full object-cover transition-transform duration-500 group-hover:scale-[1.04] md:size-full"
                />
                {/* Below the picture on phones (an overlay would cover half of a small tile). */}
                <figcaption className="p-3 md:absolute md:inset-x-0 md:bottom-0 md:bg-gradient-to-t md:from-ink-950/95 md:to-transparent md:p-4 md:pt-10">
                  <span className="block font-semibold text-white">{item.title}</span>
                  <span className="block text-xs text-mist-300">{item.description}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <PhotoStrip />

      <section aria-labelledby="cta-title" className="container-page pb-28">
        <Reveal
          className="surface relative overflow-hidden px-6 py-14 text-center md:py-20"
          style={{
            backgroundImage:
              "radial-gradient(60% 80% at 50% 0%, rgb(46 155 255 / 0.16), transparent 70%), radial-gradient(40% 60% at 90% 100%, rgb(139 92 246 / 0.14), transparent 70%)",
          }}
        >
          <h2 id="cta-title" className="font-display text-headline font-semibold text-white">
            Look up. <span className="text-gradient">Your screen is waiting.</span>
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-mist-300">{DELIVERY.statement}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link
              to="/preorder?items=glasses"
              className="rounded-full bg-white px-7 py-3.5 font-semibold text-ink-950"
            >
              Pre-order Vue Glass
            </Link>
            <Link
              to="/contact"
              className="rounded-full border border-white/15 px-7 py-3.5 font-medium text-white hover:border-white/30"
            >
              Talk to us
            </Link>
          </div>
        </Reveal>
      </section>

      <MusicButton />
    </div>
  );
}
