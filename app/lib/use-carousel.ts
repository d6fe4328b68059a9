import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type DragEvent,
  type PointerEvent,
} from "react";
import { mayAutoAdvance, swipeStep, wrapIndex } from "./carousel-timing";
import { MOBILE_QUERY, REDUCED_MOTION_QUERY, useMediaQuery } from "./use-media-query";

const onVisibilityChange = (notify: () => void) => {
  document.addEventListener("visibilitychange", notify);
  return () => document.removeEventListener("visibilitychange", notify);
};
const noSubscription = () => () => {};

export interface CarouselTimingInput {
  index: number;
  mobile: boolean;
  /** The visitor has used a control or swiped. */
  interacted: boolean;
  /** The current item was reached by a manual pick (thumbnail, arrow, swipe). */
  manualPick: boolean;
}

/**
 * State and behaviour shared by the hero and gallery carousels: auto-advance on a per-item
 * interval, wrap-around, pause, swipe over 50 px, and no advancing while the tab is hidden, while
 * paused, or for visitors who prefer reduced motion.
 */
export function useCarousel(count: number, intervalFor: (input: CarouselTimingInput) => number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [interacted, setInteracted] = useState(false);
  const [manualPick, setManualPick] = useState(false);
  const hidden = useSyncExternalStore(
    onVisibilityChange,
    () => document.hidden,
    () => false,
  );
  // True once hydrated (false in the server's HTML): controls work from then on, and tests and
  // styles can wait for it.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const mobile = useMediaQuery(MOBILE_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const interval = intervalFor({ index, mobile, interacted, manualPick });
  const running = mayAutoAdvance({ paused, hidden, reducedMotion });

  useEffect(() => {
    if (!running || count < 2) return;
    const timer = window.setTimeout(() => {
      // Checked again at the moment of advancing: a hidden tab never advances.
      if (document.hidden) return;
      setManualPick(false);
      setIndex((i) => wrapIndex(i, 1, count));
    }, interval);
    return () => window.clearTimeout(timer);
  }, [running, interval, index, count, hidden]);

  const goTo = useCallback(
    (next: number) => {
      setInteracted(true);
      setManualPick(true);
      setIndex(wrapIndex(next, 0, count));
    },
    [count],
  );
  const step = useCallback(
    (delta: number) => {
      setInteracted(true);
      setManualPick(true);
      setIndex((i) => wrapIndex(i, delta, count));
    },
    [count],
  );

  // Swipe: pointer events cover touch, pen and mouse drags alike.
  const start = useRef<{ x: number; y: number } | null>(null);
  const swipeHandlers = {
    onPointerDown: (e: PointerEvent) => {
      start.current = { x: e.clientX, y: e.clientY };
    },
    onPointerUp: (e: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = e.clientX - from.x;
      if (Math.abs(dx) < Math.abs(e.clientY - from.y)) return; // a vertical scroll, not a swipe
      const delta = swipeStep(dx);
      if (delta) step(delta);
    },
    onPointerCancel: () => {
      start.current = null;
    },
    // A mouse drag on an image would start the browser's image drag-and-drop and cancel the swipe.
    onDragStart: (e: DragEvent) => e.preventDefault(),
  };

  return {
    index,
    count,
    ready,
    paused,
    running,
    reducedMotion,
    mobile,
    interacted,
    interval,
    goTo,
    next: () => step(1),
    prev: () => step(-1),
    togglePause: () => {
      setInteracted(true);
      setPaused((p) => !p);
    },
    swipeHandlers,
  };
}
