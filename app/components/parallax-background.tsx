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
      <div
        ref={layer}
        data-testid="parallax"
        data-parallax={enabled ? "on" : "off"}
        className="absolute inset-x-0 -top-[10%] h-[130%] will-change-transform"
        style={{
          background:
            "radial-gradient(60% 40% at 15% 10%, rgb(46 155 255 / 0.16), transparent 70%), radial-gradient(50% 35% at 85% 30%, rgb(139 92 246 / 0.13), transparent 70%), radial-gradient(40% 30% at 50% 85%, rgb(46 155 255 / 0.08), transparent 70%)",
        }}
      />
    </div>
  );
}
