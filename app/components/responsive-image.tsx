import { useEffect, useRef, useState } from "react";
import { FALLBACK_IMAGE, mediaAsset, mediaSrc, mediaSrcSet, type MediaName } from "~/lib/media";

export interface ResponsiveImageProps {
  /** A media manifest key (art source in media/src, rendered by scripts/media.ts), e.g. "products/glasses". */
  name: MediaName;
  alt: string;
  /** The `sizes` hint for the srcset: how wide the image is laid out. Default "100vw". */
  sizes?: string;
  /** For the LCP image: loads eagerly with high fetch priority. Everything else is lazy. */
  priority?: boolean;
  /** Classes for the <img> (the <picture> wrapper is `display: contents`). */
  className?: string;
}

/**
 * A rendered art image as `<picture>`: AVIF and WebP `srcset`s, `width`/`height` from the manifest
 * (so the browser reserves the box: no layout shift; style it with `h-auto w-full` or a fixed
 * aspect and `object-cover`), lazy and async-decoded unless `priority`. When the image fails to
 * load it is replaced by the default glass image; `data-fallback` marks that state.
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
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);

  // An image that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    const el = img.current;
    if (el && el.complete && el.naturalWidth === 0 && el.currentSrc) setFailed(true);
  }, [name]);

  const shown = failed ? FALLBACK_IMAGE : name;
  const { width, height } = mediaAsset(name);
  const common = {
    ref: img,
    alt,
    width,
    height,
    sizes,
    className,
    decoding: "async" as const,
    loading: priority ? ("eager" as const) : ("lazy" as const),
    fetchPriority: priority ? ("high" as const) : undefined,
    "data-fallback": failed ? "" : undefined,
  };

  if (failed) {
    return <img {...common} alt={alt} src={mediaSrc(shown, "webp")} srcSet={mediaSrcSet(shown, "webp")} />;
  }
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={mediaSrcSet(shown, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={mediaSrcSet(shown, "webp")} sizes={sizes} />
      {/* `sizes` on an <img> is only valid with a `srcset`: the WebP set doubles as the fallback. */}
      <img
        {...common}
        alt={alt}
        src={mediaSrc(shown, "webp")}
        srcSet={mediaSrcSet(shown, "webp")}
        onError={() => setFailed(true)}
      />
    </picture>
  );
}
