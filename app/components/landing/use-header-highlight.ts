import { useEffect } from "react";
import { currentAnchor, NAV_ANCHORS } from "~/lib/active-anchor";

/**
 * The header's highlight of the section being read (Home or Pricing), on a page where the header
 * is server HTML: the links to `/#hero` and `/#pricing` get `data-active` and `aria-current`
 * (their style follows `data-active`), updated as the page scrolls.
 */
export function useHeaderHighlight() {
  useEffect(() => {
    const links = NAV_ANCHORS.map((id) => [id, document.querySelectorAll(`a[href="/#${id}"]`)] as const);
    let frame = 0;
    const update = () => {
      frame = 0;
      const active = currentAnchor();
      for (const [id, anchors] of links) {
        for (const a of anchors) {
          a.toggleAttribute("data-active", id === active);
          if (id === active) a.setAttribute("aria-current", "page");
          else a.removeAttribute("aria-current");
        }
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    return () => {
      window.removeEventListener("scroll", schedule);
      cancelAnimationFrame(frame);
    };
  }, []);
}
