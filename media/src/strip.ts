/**
 * The 30 photo-strip tiles (4:5): each is a different framing of one of the hero or gallery
 * scenes, so the strip reads like a contact sheet of the campaign shoot.
 */
import { galleryScenes, heroScenes } from "./scenes.ts";

const TILE_WIDTH = 480;
const TILE_HEIGHT = 600;

/** Crop windows (x, y, width) on the 1600×1000 scenes; height follows the 4:5 ratio. */
const FRAMES: readonly [number, number, number][] = [
  [0, 0, 800],
  [800, 0, 800],
];

function reframe(source: string, [x, y, w]: readonly [number, number, number]): string {
  const h = Math.round((w * TILE_HEIGHT) / TILE_WIDTH);
  const top = Math.min(y, 1000 - h);
  return source.replace(
    /^<svg([^>]*?)viewBox="[^"]*" width="\d+" height="\d+"/,
    `<svg$1viewBox="${x} ${Math.max(0, top)} ${w} ${h}" width="${TILE_WIDTH}" height="${TILE_HEIGHT}" preserveAspectRatio="xMidYMid slice"`,
  );
}

/** "strip/01" … "strip/30": one framing of each of the fifteen scenes, then the other. */
const SCENES = [...Object.values(heroScenes), ...Object.values(galleryScenes)];

export const stripTiles: Record<string, () => string> = Object.fromEntries(
  SCENES.flatMap((scene, i) =>
    FRAMES.map((frame, j) => {
      // All first framings, then all second ones: two halves of one scene never sit side by side.
      const n = String(j * SCENES.length + i + 1).padStart(2, "0");
      return [`strip/${n}`, () => reframe(scene(), frame)] as const;
    }),
  ),
);
