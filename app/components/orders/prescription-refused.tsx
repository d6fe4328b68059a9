import type { BuyerFormAnswer } from "~/features/fulfilment/contract";
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
