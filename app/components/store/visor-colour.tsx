import type { Product } from "~/content/catalogue";

/** Vue Visor's hero: its one colour, shown the way a colour picker would show a choice. */
export function VisorColour({ product }: { product: Product }) {
  const colour = product.specifications.Colour ?? "Midnight black";
  return (
    <fieldset className="mt-6">
      <legend className="text-sm font-medium text-mist-300">
        Colour: <span className="text-white">{colour}</span>
      </legend>
      <p className="mt-3 flex items-center gap-3 text-sm text-mist-400">
        <span
          aria-hidden="true"
          className="size-9 rounded-full bg-[radial-gradient(circle_at_35%_30%,#2a2f3d,#07080c_70%)] ring-2 ring-white ring-offset-2 ring-offset-ink-950"
        />
        One colour, made to match Vue Glass.
      </p>
    </fieldset>
  );
}
