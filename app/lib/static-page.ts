import { useMatches } from "react-router";

/**
 * A route's `handle`. `hydrate: false` marks a page that only shows content: its links, native
 * `<details>` and CSS are all it needs, so the root sends it without React Router's scripts
 * (ADR 026). The page is not hydrated and loads no JavaScript but one inline line for the cart badge.
 */
export interface PageHandle {
  hydrate?: boolean;
}

/** The handle of a page sent without scripts: `export const handle = STATIC_PAGE;`. */
export const STATIC_PAGE: PageHandle = { hydrate: false };

/** True when a route of the current page asks to be sent without scripts. */
export function useStaticPage(): boolean {
  return useMatches().some((m) => (m.handle as PageHandle | undefined)?.hydrate === false);
}
