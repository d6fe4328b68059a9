import { DEFAULT_ANCHOR_OFFSET } from "~/content/site";

/** Height of the sticky header, or 80 px when there is none. */
function headerOffset(): number {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  return header?.offsetHeight || DEFAULT_ANCHOR_OFFSET;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Scrolls so the element with this id sits just below the sticky header. Smooth unless the
 * visitor prefers reduced motion. Returns false when there is no such element.
 */
export function scrollToId(id: string, offset = headerOffset()): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const elementTop = el.getBoundingClientRect().top;
  // A section that opens the page (the hero) means the top of the page, with whatever sits above
  // the header (the delivery banner) in view again; any other section goes just below the header.
  const main = el.closest("main");
  const opensPage = main !== null && Math.abs(main.getBoundingClientRect().top - elementTop) < 1;
  const top = opensPage ? 0 : elementTop + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? "auto" : "smooth" });
  return true;
}
