import { Ruler } from "lucide-react";
import { RING_SIZE_FIELD } from "~/features/preorder/contract";
import { fieldId } from "~/features/preorder/form-fields";
import { RING_SIZES } from "~/lib/pricing";
import { VUERING_SIZING } from "~/content/vuering-guide";

const SIZES = Array.from({ length: RING_SIZES.max - RING_SIZES.min + 1 }, (_, i) => RING_SIZES.min + i);

/**
 * VueRING's ring size, chosen in the cart (every ring of the line is made in it), with the sizing
 * guide of the manual beside it. The guide opens in a new tab so the cart, which lives in this
 * page's form without JavaScript, is not lost.
 */
export function RingSizeField({
  size,
  error,
  onChange,
}: {
  size: number | undefined;
  error: string | undefined;
  onChange: (size: number | null) => void;
}) {
  const id = fieldId(RING_SIZE_FIELD);
  return (
    <div className="mt-4 grid gap-1.5 sm:pl-36">
      <label htmlFor={id} className="text-sm font-medium text-mist-100">
        Ring size{" "}
        <span aria-hidden="true" className="text-brand-300">
          *
        </span>
      </label>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <select
          id={id}
          name={RING_SIZE_FIELD}
          required
          value={size ?? ""}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`min-h-11 rounded-xl border bg-ink-950/60 px-3 text-base text-white focus:border-brand-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300 ${
            error ? "border-danger-400/80" : "border-white/12"
          }`}
        >
          <option value="">
            Choose ({RING_SIZES.min}–{RING_SIZES.max})
          </option>
          {SIZES.map((s) => (
            <option key={s} value={s}>
              Size {s}
            </option>
          ))}
        </select>
        <a
          href={`${VUERING_SIZING.path}#${VUERING_SIZING.anchor}`}
          target="_blank"
          rel="noopener"
          className="hover:text-brand-200 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-300 underline underline-offset-4"
        >
          <Ruler aria-hidden="true" className="size-4" />
          Find your size in the sizing guide
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger-400">
          {error}
        </p>
      )}
    </div>
  );
}
