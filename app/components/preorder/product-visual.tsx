import { ResponsiveImage } from "~/components/responsive-image";
import type { ProductId } from "~/content/catalogue";

/** A product's render for the selector, in a fixed 4:3 box so the list never shifts while it loads. */
export function ProductVisual({ id, alt }: { id: ProductId; alt: string }) {
  return (
    <div className="aspect-[4/3] w-24 shrink-0 overflow-hidden rounded-xl border border-white/10 bg-ink-800 sm:w-32">
      <ResponsiveImage name={`products/${id}`} alt={alt} sizes="128px" className="size-full object-cover" />
    </div>
  );
}
