import { staticIsland } from "./static-island";

/*
 * Parts of every page that are plain links and text, as static islands (ADR 008): the test-mode
 * banner, the footer, the header's logo and social links (drawn as inline SVG by JavaScript),
 * and the 404 page the root's error boundary shows. Their code is not in the first
 * load.
 */
export const SiteFooter = staticIsland(() => import("../site-footer").then((m) => m.SiteFooter));
export const NotFoundPage = staticIsland(() => import("../not-found-page").then((m) => m.NotFoundPage));
export const HeaderSocialLinks = staticIsland(() =>
  import("../header-social-links").then((m) => m.HeaderSocialLinks),
);
export const TestModeBanner = staticIsland(() => import("../test-mode-banner").then((m) => m.TestModeBanner));
export const HeaderLogo = staticIsland(() => import("../logo").then((m) => m.Logo));
