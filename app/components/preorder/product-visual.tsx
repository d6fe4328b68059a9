import { Cable, CircleDot, Eclipse, Glasses, HdmiPort, type LucideIcon } from "lucide-react";
import type { ProductId } from "~/content/catalogue";

const ICONS: Record<ProductId, LucideIcon> = {
  glasses: Glasses,
  vuering: CircleDot,
  vulink: Cable,
  vuelink: HdmiPort,
  "vue-visor": Eclipse,
};

/**
 * A product's picture for the selector: a lit glyph tile, drawn in a few hundred bytes of SVG and
 * the same size on every screen, so the list never shifts while it loads.
 */
export function ProductVisual({ id, alt }: { id: ProductId; alt: string }) {
  const Icon = ICONS[id];
  return (
    <span
      role="img"
      aria-label={alt}
      className={`relative grid size-16 shrink-0 place-items-center overflow-hidden rounded-2xl border border-white/10 bg-[radial-gradient(120%_120%_at_30%_20%,rgb(92_188_255/0.28),rgb(139_92_246/0.14)_45%,transparent_75%)] sm:size-20`}
    >
      <span
        aria-hidden="true"
        className="absolute inset-x-3 bottom-2 h-3 rounded-full bg-brand-400/25 blur-md"
      />
      <Icon aria-hidden="true" strokeWidth={1.4} className="relative size-8 text-white sm:size-10" />
    </span>
  );
}
