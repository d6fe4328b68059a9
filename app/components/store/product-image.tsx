import { ResponsiveImage } from "~/components/responsive-image";
import type { Product } from "~/content/catalogue";

/** A product render in a fixed 4:3 box (the renders' own ratio), so nothing shifts while it loads. */
export function ProductImage({
  product,
  sizes,
  priority = false,
  className = "",
}: {
  product: Pick<Product, "image" | "imageAlt">;
  sizes: string;
  priority?: boolean;
  /** Classes for the <img> itself. */
  className?: string;
}) {
  return (
    <div className="aspect-[4/3] overflow-hidden bg-[radial-gradient(ellipse_at_50%_40%,rgb(46_155_255/0.16),transparent_65%),linear-gradient(180deg,var(--color-ink-800),var(--color-ink-900))]">
      <ResponsiveImage
        name={product.image}
        alt={product.imageAlt}
        sizes={sizes}
        priority={priority}
        className={`h-full w-full object-cover ${className}`}
      />
    </div>
  );
}
