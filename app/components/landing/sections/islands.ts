import { staticIsland } from "~/components/island/static-island";

/*
 * The landing page's static parts as islands (ADR 008): rendered by the server, never hydrated,
 * and out of the browser's first load. A client-side navigation to `/` loads their chunks.
 */
export const HeroBackground = staticIsland(() => import("../hero-background").then((m) => m.HeroBackground));
export const HeroIntro = staticIsland(() => import("./hero-intro").then((m) => m.HeroIntro));
export const About = staticIsland(() => import("./about-section").then((m) => m.AboutSection));
export const GalleryHeading = staticIsland(() => import("./gallery-heading").then((m) => m.GalleryHeading));
export const Accessories = staticIsland(() =>
  import("./accessories-section").then((m) => m.AccessoriesSection),
);
export const Pricing = staticIsland(() => import("./pricing-section").then((m) => m.PricingSection));
export const Faq = staticIsland(() => import("./faq-section").then((m) => m.FaqSection));
export const Media = staticIsland(() => import("./media-section").then((m) => m.MediaSection));
export const PhotoStrip = staticIsland(() => import("../photo-strip").then((m) => m.PhotoStrip));
export const Cta = staticIsland(() => import("./closing-cta").then((m) => m.ClosingCta));
