import { Icon } from "~/components/icon/icon";
import { VUERING_SIZING } from "~/content/vuering-guide";
import {
  RING_SIZE_CHANGE_FIELD,
  RING_SIZE_CHANGE_INTENT,
  type RingSizeAnswer,
  type RingSizeState,
} from "~/features/fulfilment/ring-size-contract";
import { RingSizeSelect } from "../ring-size-select";
import { FormProblem, sectionClass, submitClass } from "./buyer-field";

/** The VueRING's ring size on the order page: shown, and changeable until the order ships. */
export function RingSizeForm({
  state,
  formAction,
  answer,
}: {
  state: RingSizeState;
  formAction: string;
  answer: RingSizeAnswer | undefined;
}) {
  const fieldError = answer?.field === RING_SIZE_CHANGE_FIELD ? answer.error : undefined;
  return (
    <section id="ring-size" aria-labelledby="ring-size-title" className={sectionClass} data-print-hide>
      <h2 id="ring-size-title" className="font-display text-xl font-semibold text-white">
        VueRING ring size
      </h2>
      <p className="mt-2 text-mist-100" data-testid="ring-size-current">
        {state.size === null ? "No ring size chosen yet." : `Size ${state.size}.`}
      </p>
      {!state.editable ? (
        <p className="mt-2 text-mist-300">
          Your order has shipped or is closed, so the ring size can no longer be changed here. Please write to
          our support team.
        </p>
      ) : (
        <form method="post" action={formAction} noValidate className="mt-3">
          <FormProblem message={answer?.field === "form" ? answer.error : undefined} />
          <input type="hidden" name="intent" value={RING_SIZE_CHANGE_INTENT} />
          <label htmlFor="ring-size-change" className="text-sm font-medium text-mist-100">
            Ring size, until your order ships
          </label>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-2">
            <RingSizeSelect
              id="ring-size-change"
              name={RING_SIZE_CHANGE_FIELD}
              defaultValue={state.size ?? ""}
              invalid={Boolean(fieldError)}
              errorId="ring-size-change-error"
              placeholder="Choose a size"
            />
            <a
              href={`${VUERING_SIZING.path}#${VUERING_SIZING.anchor}`}
              className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-300 underline underline-offset-4"
            >
              <Icon name="ruler" aria-hidden="true" className="size-4" />
              Sizing guide
            </a>
          </div>
          {fieldError && (
            <p id="ring-size-change-error" className="mt-1.5 text-sm text-danger-400">
              {fieldError}
            </p>
          )}
          <button type="submit" className={submitClass}>
            Save the ring size
          </button>
        </form>
      )}
    </section>
  );
}
