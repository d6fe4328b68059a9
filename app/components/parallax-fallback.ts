const MAX_SCROLL = 1000;
const MAX_SHIFT = 300;

/**
 * The parallax for browsers without scroll-driven animations: moves `layer` 0–300 px as the page
 * scrolls 0–1000 px, once a frame at most, while `when` matches (wide screen, motion accepted).
 * Returns the clean-up.
 */
export function followScroll(layer: HTMLElement, when: MediaQueryList): () => void {
  let frame = 0;
  const apply = () => {
    frame = 0;
    const y = Math.min(Math.max(window.scrollY, 0), MAX_SCROLL) * (MAX_SHIFT / MAX_SCROLL);
    layer.style.transform = when.matches ? `translate3d(0, ${y}px, 0)` : "";
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(apply);
  };
  apply();
  window.addEventListener("scroll", onScroll, { passive: true });
  when.addEventListener("change", apply);
  return () => {
    window.removeEventListener("scroll", onScroll);
    when.removeEventListener("change", apply);
    cancelAnimationFrame(frame);
  };
}
