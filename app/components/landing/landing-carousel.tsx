import { GALLERY_ITEMS, HERO_SLIDES } from "~/content/landing";
import { galleryInterval, heroInterval } from "~/lib/carousel-timing";
import type { CarouselTimingInput } from "~/lib/use-carousel";
import { HERO_SIZES } from "./hero-sizes";
import { MediaCarousel } from "./media-carousel";

const CAROUSELS = {
  hero: {
    items: HERO_SLIDES,
    label: "Vue Glass highlights",
    intervalFor: heroInterval,
    priorityFirst: true,
    className: "mx-auto mt-10 max-w-6xl md:mt-14",
    frameClassName: "aspect-[4/3] sm:aspect-[16/10]",
    testId: "hero-carousel",
  },
  gallery: {
    items: GALLERY_ITEMS,
    label: "Vue Glass in use",
    intervalFor: ({ mobile, manualPick, index }: CarouselTimingInput) =>
      galleryInterval({ mobile, manualPick, video: GALLERY_ITEMS[index]?.type === "video" }),
    priorityFirst: false,
    className: "mt-10",
    frameClassName: undefined,
    testId: "gallery-carousel",
  },
} as const;

/** One of the landing page's two carousels, named so its props stay plain data (a live island's). */
export function LandingCarousel({ name }: { name: keyof typeof CAROUSELS }) {
  return <MediaCarousel {...CAROUSELS[name]} sizes={HERO_SIZES} />;
}
