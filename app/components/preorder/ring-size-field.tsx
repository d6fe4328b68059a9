import { Icon } from "~/components/icon/icon";
import { RING_SIZE_FIELD } from "~/features/preorder/contract";
import { fieldId } from "~/features/preorder/form-fields";
import { RING_SIZES } from "~/lib/pricing";
import { VUERING_SIZING } from "~/content/vuering-guide";
import { RingSizeSelect } from "../ring-size-select";

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
        <RingSizeSelect
          id={id}
          name={RING_SIZE_FIELD}
          required
          value={size ?? ""}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
          invalid={Boolean(error)}
          errorId={`${id}-error`}
          placeholder={`Choose (${RING_SIZES.min}–${RING_SIZES.max})`}
        />
        <a
          href={`${VUERING_SIZING.path}#${VUERING_SIZING.anchor}`}
          target="_blank"
          rel="noopener"
          className="hover:text-brand-200 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-300 underline underline-offset-4"
        >
          <Icon name="ruler" aria-hidden="true" className="size-4" />
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
