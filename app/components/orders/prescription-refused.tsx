import type { BuyerFormAnswer } from "~/features/fulfilment/contract";
import { PLAIN_LENSES } from "~/content/claims";
import { FormProblem, sectionClass } from "./buyer-field";

/**
 * A prescription refused where the page no longer offers its form (the order has no glasses, or
 * has shipped): the reason, in the form's place, so the buyer is told why nothing was saved.
 */
export function PrescriptionRefused({ answer }: { answer: BuyerFormAnswer | undefined }) {
  if (!answer?.form.startsWith("prescription") || !answer.errors.form) return null;
  return (
    <section aria-label="Prescription" className={sectionClass}>
      <FormProblem message={answer.errors.form} />
    </section>
  );
}

/**
 * Glasses dispatched without the buyer's prescription (an operator's override): they travel with
 * plain lenses, and the free prescription lenses follow by post once the buyer sends it.
 */
export function PlainLensesNote() {
  return (
    <section
      id="prescription"
      aria-labelledby="prescription-title"
      className={sectionClass}
      data-testid="plain-lenses"
    >
      <h2 id="prescription-title" className="font-display text-xl font-semibold text-white">
        Your prescription lenses
      </h2>
      <p className="mt-2 text-mist-100">{PLAIN_LENSES.shipped}</p>
      <p className="mt-2 text-mist-100">{PLAIN_LENSES.follow}</p>
    </section>
  );
}
