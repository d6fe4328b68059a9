import { mediaManifest, type MediaAsset, type MediaName } from "~/content/media-manifest";

export type { MediaName };

/** The image shown in place of any image that fails to load. */
export const FALLBACK_IMAGE: MediaName = "fallback/glass";

export type MediaFormat = "avif" | "webp";

/** The manifest entry for a rendered image. */
export function mediaAsset(name: MediaName): MediaAsset {
  return mediaManifest[name];
}

/** `srcset` for one format: every rendered width, smallest first. */
export function mediaSrcSet(name: MediaName, format: MediaFormat): string {
  const { base, widths } = mediaAsset(name);
  return widths.map((w) => `${base}-${w}.${format} ${w}w`).join(", ");
}

/** A single URL, the rendered width closest to (and not under) `width`, for plain `src`. */
export function mediaSrc(name: MediaName, format: MediaFormat = "webp", width = 960): string {
  const { base, widths } = mediaAsset(name);
  const chosen = widths.find((w) => w >= width) ?? widths[widths.length - 1];
  return `${base}-${chosen}.${format}`;
}

/**
 * A `<link rel="preload">` descriptor for a route's `links` export: the LCP image starts
 * downloading with the HTML instead of after the CSS. AVIF only; browsers without it ignore it.
 */
export function mediaPreload(name: MediaName, sizes: string) {
  return {
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: mediaSrcSet(name, "avif"),
    imageSizes: sizes,
    fetchPriority: "high",
  } as const;
}
