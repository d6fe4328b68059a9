import { staticIsland } from "./static-island";

/*
 * Parts of every page that are plain links and text, as static islands (ADR 008): the footer, and
 * the 404 page the root's error boundary shows. Their code is not in the first load.
 */
export const SiteFooter = staticIsland(() => import("../site-footer").then((m) => m.SiteFooter));
export const NotFoundPage = staticIsland(() => import("../not-found-page").then((m) => m.NotFoundPage));
