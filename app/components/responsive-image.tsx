import {
  mediaAsset,
  mediaDensitySrcSet,
  mediaSrc,
  mediaSrcSet,
  mediaWidths,
  type MediaImage,
} from "~/lib/media";

export interface ResponsiveImageProps {
  /** A media manifest key (art source in media/src, rendered by scripts/media.ts), e.g. "products/glasses", or its entry. */
  name: MediaImage;
  alt: string;
  /** The `sizes` hint for the srcset: how wide the image is laid out. Default "100vw". */
  sizes?: string;
  /** For the LCP image: loads eagerly with high fetch priority. Everything else is lazy. */
  priority?: boolean;
  /** Classes for the <img> (every <picture> is `display: contents`, shared.css). */
  className?: string;
}

/**
 * A rendered art image as `<picture>`: an AVIF `srcset` (every browser a buyer is likely to use
 * decodes AVIF) and, for those that don't, the `<img>`'s single WebP `src` at a width that serves
 * a phone's screen. A second, WebP `srcset` on each `<img>` would add about 16 KB to the landing
 * page's HTML, which every visitor downloads, to serve sharper files to the few without AVIF.
 * `width`/`height` come from the manifest (so the browser reserves the box: no layout shift; style
 * it with `h-auto w-full` or a fixed aspect and `object-cover`); lazy and async-decoded unless
 * `priority`. Plain markup with no state, so it can sit in server HTML that never hydrates: an image that fails
 * to load is swapped for the default glass image by the page script (`page-script.ts`, one
 * listener for the whole page), which marks it `data-fallback`.
 *
 *   <ResponsiveImage name="products/glasses" alt="Vue Glass" sizes="(min-width: 768px) 50vw, 100vw" />
 */
export function ResponsiveImage({
  name,
  alt,
  sizes = "100vw",
  priority = false,
  className,
}: ResponsiveImageProps) {
  const { width, height } = mediaAsset(name);
  // Laid out in CSS pixels (a thumbnail, a strip tile): density descriptors, no `sizes` to repeat,
  // and the WebP file that covers the densest screen.
  const byDensity = mediaDensitySrcSet(name, "avif", sizes);
  const widths = mediaWidths(name, sizes);
  return (
    <picture>
      <source
        type="image/avif"
        srcSet={byDensity ?? mediaSrcSet(name, "avif", sizes)}
        sizes={byDensity ? undefined : sizes}
      />
      <img
        alt={alt}
        width={width}
        height={height}
        className={className}
        decoding="async"
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        src={byDensity ? mediaSrc(name, "webp", widths[widths.length - 1]) : mediaSrc(name, "webp")}
      />
    </picture>
  );
}
