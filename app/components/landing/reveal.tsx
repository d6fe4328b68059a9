import { useEffect, useRef, type ReactNode } from "react";
import { MOBILE_QUERY, REDUCED_MOTION_QUERY } from "~/lib/use-media-query";

/** Delay of the n-th heading, paragraph or button inside a revealed section, in seconds. */
export function revealChildDelay(n: number): number {
  return Math.round((0.1 + Math.min(n, 12) * 0.05) * 100) / 100;
}

const CHILDREN = "h2, h3, p, a, button";

/**
 * Section reveal: visible at once on small screens or with reduced motion. Otherwise the
 * section fades and slides up from 20 px over 0.4 s once its top reaches 85% of the viewport, and
 * its headings, paragraphs and buttons follow from 15 px (0.3 s, 0.1 s delay, 0.05 s stagger).
 * Only sections still below that line when the page hydrates are hidden, so nothing on screen
 * ever blinks, and the server HTML is always fully visible. Opacity and transform only.
 */
export function Reveal({
  children,
  className = "",
  ...rest
}: { children: ReactNode; className?: string } & Omit<
  React.ComponentProps<"div">,
  "children" | "className"
>) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (window.matchMedia(`${MOBILE_QUERY}, ${REDUCED_MOTION_QUERY}`).matches) return;
    const trigger = () => window.innerHeight * 0.85;
    if (el.getBoundingClientRect().top <= trigger()) return;
    el.querySelectorAll<HTMLElement>(CHILDREN).forEach((child, n) => {
      child.style.setProperty("--reveal-delay", `${revealChildDelay(n)}s`);
    });
    el.dataset.reveal = "armed";
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        el.dataset.reveal = "shown";
        observer.disconnect();
      },
      { rootMargin: "0px 0px -15% 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={className} {...rest}>
      {children}
    </div>
  );
}
