import { mediaManifest, type MediaAsset, type MediaName } from "~/content/media-manifest";

export type { MediaAsset, MediaName };

/**
 * An image by its manifest name, or its manifest entry itself: images drawn only by one static
 * island (the photo strip's tiles) keep their entries out of the manifest every page loads.
 */
export type MediaImage = MediaName | MediaAsset;

/** The image shown in place of any image that fails to load. */
export const FALLBACK_IMAGE: MediaName = "fallback/glass";

export type MediaFormat = "avif" | "webp";

/** The manifest entry for a rendered image. */
export function mediaAsset(image: MediaImage): MediaAsset {
  return typeof image === "string" ? mediaManifest[image] : image;
}

/** Screens up to this many device pixels per CSS pixel get a sharp image. */
const MAX_DENSITY = 3;

/** The largest length of a `sizes` hint whose lengths are all CSS pixels, else undefined. */
function largestPixelLength(sizes: string): number | undefined {
  const lengths = sizes.split(",").map((entry) => /(\d+(?:\.\d+)?)px\s*$/.exec(entry.trim()));
  if (lengths.some((m) => !m)) return undefined;
  return Math.max(...lengths.map((m) => Number(m![1])));
}

/**
 * A `srcset` with density descriptors for an image laid out in CSS pixels (`sizes` such as
 * "(min-width: 768px) 208px, 144px"), or undefined when `sizes` uses viewport units or `calc()`.
 * Each width is described relative to the largest layout width, so a browser picks the same file
 * as with width descriptors on the widest layout and a sharp enough one on the narrower, and the
 * `<img>` needs no `sizes` attribute: shorter HTML for images repeated many times.
 */
export function mediaDensitySrcSet(name: MediaImage, format: MediaFormat, sizes: string): string | undefined {
  const largest = largestPixelLength(sizes);
  if (largest === undefined) return undefined;
  const { base } = mediaAsset(name);
  const widths = mediaWidths(name, sizes);
  // One width serves every screen: a plain URL.
  if (widths.length === 1) return `${base}-${widths[0]}.${format}`;
  return widths.map((w) => `${base}-${w}.${format} ${Number((w / largest).toFixed(2))}x`).join(", ");
}

/**
 * The rendered widths a `sizes` hint can ever pick, smallest first. When every length in `sizes` is
 * in CSS pixels (a thumbnail: "96px", "(min-width: 768px) 208px, 144px"), a browser never wants more
 * than the first width covering the largest of them at the densest screen, so the rest would only
 * make the HTML longer. With viewport units or `calc()` any width may be picked.
 */
export function mediaWidths(name: MediaImage, sizes = "100vw"): readonly number[] {
  const { widths } = mediaAsset(name);
  const largest = largestPixelLength(sizes);
  if (largest === undefined) return widths;
  const needed = largest * MAX_DENSITY;
  const cover = widths.findIndex((w) => w >= needed);
  return cover === -1 ? widths : widths.slice(0, cover + 1);
}

/** `srcset` for one format: every rendered width `sizes` can pick (all by default), smallest first. */
export function mediaSrcSet(name: MediaImage, format: MediaFormat, sizes?: string): string {
  const { base } = mediaAsset(name);
  return mediaWidths(name, sizes)
    .map((w) => `${base}-${w}.${format} ${w}w`)
    .join(", ");
}

/** A single URL, the rendered width closest to (and not under) `width`, for plain `src`. */
export function mediaSrc(name: MediaImage, format: MediaFormat = "webp", width = 960): string {
  const { base, widths } = mediaAsset(name);
  const chosen = widths.find((w) => w >= width) ?? widths[widths.length - 1];
  return `${base}-${chosen}.${format}`;
}

/**
 * A `<link rel="preload">` descriptor for a route's `links` export: the LCP image starts
 * downloading with the HTML instead of after the CSS. AVIF only; browsers without it ignore it.
 */
export function mediaPreload(name: MediaImage, sizes: string) {
  return {
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: mediaSrcSet(name, "avif"),
    imageSizes: sizes,
    fetchPriority: "high",
  } as const;
}
