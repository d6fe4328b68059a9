import { STRIP_LOOP_SECONDS, STRIP_TILES } from "~/content/landing";
import { ResponsiveImage } from "../responsive-image";

/**
 * The moving photo strip: 30 tiles in two rows drifting in opposite directions, looping every
 * 100 s and 110 s. Each row is drawn twice so the loop is seamless; the copy is hidden from
 * assistive technology. Static with reduced motion (landing.css).
 */
export function PhotoStrip() {
  const half = STRIP_TILES.length / 2;
  const rows = [STRIP_TILES.slice(0, half), STRIP_TILES.slice(half)];
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
            {[0, 1].flatMap((copy) =>
              tiles.map((name) => (
                <li key={`${copy}-${name}`} aria-hidden={copy === 1 ? true : undefined} className="shrink-0">
                  <ResponsiveImage
                    name={name}
                    alt={copy === 1 ? "" : "A moment from the Vue Glass campaign"}
                    sizes="(min-width: 768px) 208px, 144px"
                    className="h-44 w-36 rounded-2xl border border-white/8 object-cover md:h-64 md:w-52"
                  />
                </li>
              )),
            )}
          </ul>
        </div>
      ))}
    </section>
  );
}
