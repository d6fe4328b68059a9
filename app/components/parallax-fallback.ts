import { onScrollFrames } from "~/lib/scroll-frames";

const MAX_SCROLL = 1000;
const MAX_SHIFT = 300;

/**
 * The parallax for browsers without scroll-driven animations: moves `layer` 0–300 px as the page
 * scrolls 0–1000 px, once a frame at most, while `when` matches (wide screen, motion accepted).
 * Returns the clean-up.
 */
export function followScroll(layer: HTMLElement, when: MediaQueryList): () => void {
  const apply = () => {
    const y = Math.min(Math.max(window.scrollY, 0), MAX_SCROLL) * (MAX_SHIFT / MAX_SCROLL);
    layer.style.transform = when.matches ? `translate3d(0, ${y}px, 0)` : "";
  };
  apply();
  const scrolling = onScrollFrames(apply);
  when.addEventListener("change", apply);
  return () => {
    scrolling.stop();
    when.removeEventListener("change", apply);
  };
}
