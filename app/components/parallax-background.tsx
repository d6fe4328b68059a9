import { useEffect, useRef, useState } from "react";

const MAX_SCROLL = 1000;
const MAX_SHIFT = 300;

/**
 * A slow-moving aurora behind every page: scroll 0–1000 px moves it 0–300 px. Off (static) under
 * 768 px and for visitors who prefer reduced motion. Transform only, so it never shifts layout.
 */
export function ParallaxBackground() {
  const layer = useRef<HTMLDivElement>(null);
  const [enabled, setEnabled] = useState(false);

  useEffect(() => {
    const query = window.matchMedia("(min-width: 768px) and (prefers-reduced-motion: no-preference)");
    const sync = () => setEnabled(query.matches);
    sync();
    query.addEventListener("change", sync);
    return () => query.removeEventListener("change", sync);
  }, []);

  useEffect(() => {
    const el = layer.current;
    if (!el) return;
    if (!enabled) {
      el.style.transform = "";
      return;
    }
    let frame = 0;
    const apply = () => {
      frame = 0;
      const y = Math.min(Math.max(window.scrollY, 0), MAX_SCROLL) * (MAX_SHIFT / MAX_SCROLL);
      el.style.transform = `translate3d(0, ${y}px, 0)`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(apply);
    };
    apply();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [enabled]);

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      {/* The layer reaches half a screen plus the full shift above the viewport and fades out well
          inside its own box: however far it moves, no edge of a gradient ever shows as a band. */}
      <div
        ref={layer}
        data-testid="parallax"
        data-parallax={enabled ? "on" : "off"}
        className="absolute inset-x-0 top-[calc(-50vh-300px)] h-[calc(200vh+300px)] will-change-transform"
        style={{
          background:
            "radial-gradient(60% 52vh at 15% calc(53vh + 300px), rgb(46 155 255 / 0.16), transparent 70%), radial-gradient(50% 45.5vh at 85% calc(79vh + 300px), rgb(139 92 246 / 0.13), transparent 70%), radial-gradient(40% 39vh at 50% calc(150.5vh + 300px), rgb(46 155 255 / 0.08), transparent 70%)",
        }}
      />
    </div>
  );
}
