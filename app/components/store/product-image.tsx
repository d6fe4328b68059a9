import type { Product } from "~/content/catalogue";

/**
 * A product render at a fixed aspect ratio, so nothing shifts while it loads.
 * TODO(store): switch to <ResponsiveImage> once app/components/responsive-image.tsx lands.
 */
export function ProductImage({
  product,
  className = "",
}: {
  product: Pick<Product, "name" | "image" | "imageAlt">;
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <div
      role="img"
      aria-label={product.imageAlt}
      className={`relative flex aspect-[4/3] items-center justify-center overflow-hidden bg-[radial-gradient(ellipse_at_50%_40%,rgb(46_155_255/0.22),transparent_65%),linear-gradient(180deg,var(--color-ink-800),var(--color-ink-900))] ${className}`}
    >
      <span aria-hidden="true" className="font-display text-2xl font-semibold text-white/25 md:text-3xl">
        {product.name}
      </span>
    </div>
  );
}
