import { useMatches } from "react-router";

/**
 * A page route's `handle`. `hydrate: false` says the page is sent without React Router's scripts
 * (ADR 026, 035): it loads no JavaScript but one inline line for the cart badge, and, with
 * `islands`, the live islands' boot.
 */
export interface PageHandle {
  hydrate: false;
  /** With `hydrate: false`: the page has live islands, which its boot script hydrates (ADR 027). */
  islands?: boolean;
}

/** The handle of a page sent without scripts: `export const handle = STATIC_PAGE;`. */
export const STATIC_PAGE: PageHandle = { hydrate: false };

/**
 * The handle of a page sent without React Router's scripts whose interactive parts are live
 * islands (`liveIsland`): only the islands' boot script loads, and only the islands hydrate.
 */
export const ISLAND_PAGE: PageHandle = { hydrate: false, islands: true };

/**
 * How this page is sent: `static` (no script) or `islands` (the live islands' boot script only).
 * No page hydrates whole (ADR 035): every page route's handle is one of the two above
 * (routes.test.ts), so a page without such a handle (an error of the root itself) is static.
 * Only the server renders with React Router: in the browser only live islands run, without it.
 */
export function useSentAs(): "static" | "islands" {
  const handles = useMatches().map((m) => m.handle as PageHandle | undefined);
  return handles.some((h) => h?.hydrate === false && h.islands) ? "islands" : "static";
}
