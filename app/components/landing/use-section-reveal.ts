import { useEffect } from "react";
import { MOBILE_QUERY, REDUCED_MOTION_QUERY } from "~/lib/use-media-query";

/** Delay of the n-th heading, paragraph or button inside a revealed section, in seconds. */
function revealChildDelay(n: number): number {
  return Math.round((0.1 + Math.min(n, 12) * 0.05) * 100) / 100;
}

const CHILDREN = "h2, h3, p, a, button";
/** Marked by `<Reveal>`. */
const SECTIONS = "[data-reveal-section]";

/**
 * Section reveal for every `<Reveal>` on the page, armed once after the page mounts: visible
 * at once on small screens or with reduced motion. Otherwise a section fades and slides up from
 * 20 px over 0.4 s once its top reaches 85% of the viewport, and its headings, paragraphs and
 * buttons follow from 15 px (0.3 s, 0.1 s delay, 0.05 s stagger). Only sections still below that
 * line when the page mounts are hidden, so nothing on screen ever blinks, and the server HTML is
 * always fully visible. Opacity and transform only.
 */
export function useSectionReveal() {
  useEffect(() => {
    if (window.matchMedia(`${MOBILE_QUERY}, ${REDUCED_MOTION_QUERY}`).matches) return;
    const trigger = window.innerHeight * 0.85;
    const armed = [...document.querySelectorAll<HTMLElement>(SECTIONS)].filter(
      (el) => el.getBoundingClientRect().top > trigger,
    );
    if (armed.length === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          (entry.target as HTMLElement).dataset.reveal = "shown";
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: "0px 0px -15% 0px" },
    );
    for (const el of armed) {
      el.querySelectorAll<HTMLElement>(CHILDREN).forEach((child, n) => {
        child.style.setProperty("--reveal-delay", `${revealChildDelay(n)}s`);
      });
      el.dataset.reveal = "armed";
      observer.observe(el);
    }
    return () => observer.disconnect();
  }, []);
}
