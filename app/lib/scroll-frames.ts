/**
 * Calls `update` as the page scrolls (and, with `resize`, as the window resizes), at most once a
 * frame. `schedule` asks for a call at the next frame; `stop` removes the listeners and drops a
 * frame still pending.
 */
export function onScrollFrames(update: () => void, { resize = false } = {}) {
  let frame = 0;
  const schedule = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      update();
    });
  };
  window.addEventListener("scroll", schedule, { passive: true });
  if (resize) window.addEventListener("resize", schedule);
  const stop = () => {
    window.removeEventListener("scroll", schedule);
    window.removeEventListener("resize", schedule);
    cancelAnimationFrame(frame);
  };
  return { schedule, stop };
}
