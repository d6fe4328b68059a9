/**
 * Carousel timing rules, pure so they are unit-tested.
 * All figures in milliseconds.
 */

const SWIPE_THRESHOLD_PX = 50;

const HERO_TIMING = {
  desktop: 5_200,
  mobile: 6_000,
  /** On the first item, once the visitor has interacted with the carousel. */
  firstAfterInteraction: { desktop: 19_000, mobile: 14_000 },
} as const;

const GALLERY_TIMING = {
  desktop: 5_000,
  mobile: 4_000,
  video: 6_000,
  afterManualPick: 8_000,
} as const;

/** How long the hero carousel shows the item at `index` before advancing. */
export function heroInterval({
  index,
  mobile,
  interacted,
}: {
  index: number;
  mobile: boolean;
  interacted: boolean;
}): number {
  if (interacted && index === 0) {
    return mobile ? HERO_TIMING.firstAfterInteraction.mobile : HERO_TIMING.firstAfterInteraction.desktop;
  }
  return mobile ? HERO_TIMING.mobile : HERO_TIMING.desktop;
}

/** How long the gallery shows its current item: a manual pick holds longest, then videos. */
export function galleryInterval({
  mobile,
  video,
  manualPick,
}: {
  mobile: boolean;
  video: boolean;
  manualPick: boolean;
}): number {
  if (manualPick) return GALLERY_TIMING.afterManualPick;
  if (video) return GALLERY_TIMING.video;
  return mobile ? GALLERY_TIMING.mobile : GALLERY_TIMING.desktop;
}

/** The index `step` places from `index`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** A horizontal drag of `dx` pixels: left over the threshold is next, right is previous. */
export function swipeStep(dx: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (dx < -threshold) return 1;
  if (dx > threshold) return -1;
  return 0;
}

/** Whether the carousel may advance on its own right now. */
export function mayAutoAdvance({
  paused,
  hidden,
  reducedMotion,
}: {
  paused: boolean;
  hidden: boolean;
  reducedMotion: boolean;
}): boolean {
  return !paused && !hidden && !reducedMotion;
}
