import { NAV_ITEMS } from "~/content/site";

/** The landing page's sections the navigation links to (hero, pricing), in page order. */
export const NAV_ANCHORS = NAV_ITEMS.flatMap((i) => (i.anchor ? [i.anchor] : []));

/** The last of those sections whose top has passed 40% of the viewport: the one being read. */
export function currentAnchor(): string {
  let current = NAV_ANCHORS[0] ?? "";
  for (const id of NAV_ANCHORS) {
    const el = document.getElementById(id);
    if (el && el.getBoundingClientRect().top <= window.innerHeight * 0.4) current = id;
  }
  return current;
}
