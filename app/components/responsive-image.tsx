import {
  mediaAsset,
  mediaDensitySrcSet,
  mediaSrc,
  mediaSrcSet,
  mediaWidths,
  type MediaName,
} from "~/lib/media";

export interface ResponsiveImageProps {
  /** A media manifest key (art source in media/src, rendered by scripts/media.ts), e.g. "products/glasses". */
  name: MediaName;
  alt: string;
  /** The `sizes` hint for the srcset: how wide the image is laid out. Default "100vw". */
  sizes?: string;
  /** For the LCP image: loads eagerly with high fetch priority. Everything else is lazy. */
  priority?: boolean;
  /** Classes for the <img> (every <picture> is `display: contents`, app.css). */
  className?: string;
}

/**
 * A rendered art image as `<picture>`: an AVIF `srcset`, and the `<img>`'s own WebP `srcset` for
 * browsers without AVIF; `width`/`height` from the manifest (so the browser reserves the box: no
 * layout shift; style it with `h-auto w-full` or a fixed aspect and `object-cover`), lazy and
 * async-decoded unless `priority`. Plain markup with no state, so it can sit in a static island:
 * an image that fails to load is swapped for the default glass image by `watchImageFallbacks`
 * (one listener for the whole page), which marks it `data-fallback`.
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
  const loading = {
    decoding: "async",
    loading: priority ? "eager" : "lazy",
    fetchPriority: priority ? "high" : undefined,
  } as const;
  const avifByDensity = mediaDensitySrcSet(name, "avif", sizes);
  if (avifByDensity) {
    // Laid out in CSS pixels (a thumbnail, a strip tile): density descriptors, no `sizes` to repeat.
    // With one width the plain `src` is the whole set.
    const widths = mediaWidths(name, sizes);
    return (
      <picture>
        <source type="image/avif" srcSet={avifByDensity} />
        <img
          alt={alt}
          width={width}
          height={height}
          className={className}
          {...loading}
          src={mediaSrc(name, "webp", widths[0])}
          srcSet={widths.length > 1 ? mediaDensitySrcSet(name, "webp", sizes) : undefined}
        />
      </picture>
    );
  }
  return (
    <picture>
      <source type="image/avif" srcSet={mediaSrcSet(name, "avif", sizes)} sizes={sizes} />
      {/* `sizes` on an <img> is only valid with a `srcset`: the WebP set doubles as the fallback. */}
      <img
        alt={alt}
        width={width}
        height={height}
        sizes={sizes}
        className={className}
        {...loading}
        src={mediaSrc(name, "webp")}
        srcSet={mediaSrcSet(name, "webp", sizes)}
      />
    </picture>
  );
}
