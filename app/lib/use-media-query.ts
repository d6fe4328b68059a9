import { useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches, kept in sync. The server (and the first client render,
 * for hydration) assume `serverValue`, so markup never differs between server and client.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** Under the 768 px mobile breakpoint. */
export const MOBILE_QUERY = "(max-width: 767.98px)";
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
