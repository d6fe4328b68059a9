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
 * Blocks below the fold render only as they near the viewport (`content-visibility: auto`,
 * shared.css) and stand at an estimated height until then, so a position measured past them is
 * off by the estimates' error, and a smooth scroll that passes them ends short or long. Rendered
 * for good before measuring, every such block up to the target has its real height.
 */
function renderBlocksUpTo(target: Element): void {
  for (const block of document.querySelectorAll<HTMLElement>("main section, main [data-post-card]")) {
    const before = block.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (!before && !block.contains(target)) break;
    if (getComputedStyle(block).contentVisibility === "auto") block.style.contentVisibility = "visible";
  }
}

/**
 * Scrolls so the element with this id sits just below the sticky header. Smooth unless the
 * visitor prefers reduced motion. Returns false when there is no such element.
 */
export function scrollToId(id: string, offset = headerOffset()): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  renderBlocksUpTo(el);
  const elementTop = el.getBoundingClientRect().top;
  // A section that opens the page (the hero) means the top of the page, with whatever sits above
  // the header (the delivery banner) in view again; any other section goes just below the header.
  const main = el.closest("main");
  const opensPage = main !== null && Math.abs(main.getBoundingClientRect().top - elementTop) < 1;
  const top = opensPage ? 0 : elementTop + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? "auto" : "smooth" });
  return true;
}
