import type { SelectHTMLAttributes } from "react";
import { RING_SIZES } from "~/lib/pricing";

const SIZES = Array.from({ length: RING_SIZES.max - RING_SIZES.min + 1 }, (_, i) => RING_SIZES.min + i);

/**
 * VueRING's ring sizes as a list, for the cart and for the order page's change of size: one set
 * of sizes and one look, whichever form it sits in. `invalid` marks it (and its error, named by
 * `errorId`) for assistive technology and draws the danger border.
 */
export function RingSizeSelect({
  invalid,
  errorId,
  placeholder,
  className = "",
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> & {
  invalid: boolean;
  errorId: string;
  placeholder: string;
}) {
  return (
    <select
      {...select}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid ? errorId : undefined}
      className={`min-h-11 rounded-xl border bg-ink-950/60 px-3 text-base text-white focus:border-brand-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300 ${
        invalid ? "border-danger-400/80" : "border-white/12"
      } ${className}`}
    >
      <option value="">{placeholder}</option>
      {SIZES.map((s) => (
        <option key={s} value={s}>
          Size {s}
        </option>
      ))}
    </select>
  );
}
