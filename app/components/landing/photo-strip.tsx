import { STRIP_LOOP_SECONDS } from "~/content/landing-gallery";
import { stripManifest } from "~/content/media-strip";
import { ResponsiveImage } from "../responsive-image";

/** The 30 tiles in order (strip/01 to strip/30), split over two rows that loop at 100 s and 110 s. */
const TILES = Object.entries(stripManifest);

/**
 * The moving photo strip: 30 tiles in two rows drifting in opposite directions, looping every
 * 100 s and 110 s. The HTML holds each row once; `useStripLoop` appends the second copy that
 * makes the loop seamless (hidden from assistive technology) and only then starts the drift, so
 * without JavaScript, or with reduced motion, the strip stands still (landing.css).
 */
export function PhotoStrip() {
  const half = TILES.length / 2;
  const rows = [TILES.slice(0, half), TILES.slice(half)];
  return (
    <section
      aria-label="Moments with Vue Glass"
      className="photo-strip py-16 md:py-24"
      data-testid="photo-strip"
    >
      {rows.map((tiles, r) => (
        <div key={r} className="overflow-hidden py-2">
          <ul
            className={`strip-track ${r === 1 ? "strip-track-reverse" : ""}`}
            style={{ animationDuration: `${STRIP_LOOP_SECONDS[r]}s` }}
            data-loop-seconds={STRIP_LOOP_SECONDS[r]}
          >
            {tiles.map(([name, asset]) => (
              <li key={name}>
                <ResponsiveImage
                  name={asset}
                  alt="A moment from the Vue Glass campaign"
                  sizes="(min-width: 768px) 208px, 144px"
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
