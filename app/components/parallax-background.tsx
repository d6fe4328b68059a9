import { useEffect, useRef } from "react";

/** The aurora moves 0–300 px while the page scrolls 0–1000 px (app.css, `.parallax-layer`). */
const WIDE_AND_MOVING = "(min-width: 768px) and (prefers-reduced-motion: no-preference)";

/**
 * A slow-moving aurora behind every page: scroll 0–1000 px moves it 0–300 px. Off (static) under
 * 768 px and for visitors who prefer reduced motion. A scroll-driven CSS animation moves it, on
 * the compositor, with no script on the page; only a browser without scroll timelines loads the
 * few lines that follow the scroll instead (parallax-fallback.ts). Transform only, so it never
 * shifts layout; a layer of its own (`will-change`) only where it moves (app.css).
 */
export function ParallaxBackground() {
  const layer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (CSS.supports("animation-timeline: scroll()")) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("./parallax-fallback").then(({ followScroll }) => {
      if (!cancelled && layer.current) stop = followScroll(layer.current, window.matchMedia(WIDE_AND_MOVING));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      <div
        ref={layer}
        data-testid="parallax"
        className="parallax-layer absolute inset-x-0 top-[calc(-50vh-300px)] h-[calc(200vh+300px)]"
      />
    </div>
  );
}
