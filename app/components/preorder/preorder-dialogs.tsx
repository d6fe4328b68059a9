import { memo } from "react";
import { Icon } from "~/components/icon/icon";
import { PREORDER_PERKS } from "~/content/claims";
import { PREORDER_TEXT } from "~/features/preorder/client/preorder-text";
import { ADD_GLASSES_INTENT, FORM_INPUTS } from "~/features/preorder/form-fields";
import type { DeliveryWords } from "~/lib/root-data";
import { Modal } from "~/components/ui/modal";
import { buttonClass } from "~/components/ui/button";

const primary = buttonClass("accent", "md");
const secondary = buttonClass("secondary", "md");

interface AddGlassesAnswers {
  onContinue: () => void;
  onAddGlasses: () => void;
}

/**
 * The question's words and its two answers. In the page (a form the action returned) they are
 * also submit buttons, so they answer without JavaScript too; with it, the click handlers do.
 */
function AddGlassesChoices({ onContinue, onAddGlasses, submits }: AddGlassesAnswers & { submits: boolean }) {
  const answer = (name: string, value: string, then: () => void) => ({
    ...(submits ? { type: "submit" as const, name, value } : { type: "button" as const }),
    onClick: (event: { preventDefault(): void }) => {
      event.preventDefault();
      then();
    },
  });
  return (
    <>
      <p className="mt-2 text-mist-300">
        Your pre-order has accessories only. They work with Vue Glass, and adding the glasses also earns you
        accessory credit and free prescription lenses.
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button className={secondary} {...answer(FORM_INPUTS.confirmedWithoutGlasses, "true", onContinue)}>
          {PREORDER_TEXT.continueAnyway}
        </button>
        <button className={primary} {...answer(FORM_INPUTS.intent, ADD_GLASSES_INTENT, onAddGlasses)}>
          {PREORDER_TEXT.addGlasses}
        </button>
      </div>
    </>
  );
}

const glassesIcon = (
  <span aria-hidden="true" className="mb-4 grid size-12 place-items-center rounded-full bg-brand-500/15">
    <Icon name="glasses" className="size-6 text-brand-300" />
  </span>
);

/** Asked when the cart holds accessories only. */
export const AddGlassesDialog = memo(function AddGlassesDialog({
  open,
  onClose,
  ...answers
}: AddGlassesAnswers & { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={PREORDER_TEXT.addGlassesTitle} header={glassesIcon}>
      <AddGlassesChoices {...answers} submits={false} />
    </Modal>
  );
});

/** The same question in the page, for a form posted without JavaScript (no dialog can open). */
export function AddGlassesQuestion(answers: AddGlassesAnswers) {
  return (
    <section aria-labelledby="add-glasses-heading" className="surface p-5">
      {glassesIcon}
      <h2 id="add-glasses-heading" className="font-display text-xl font-semibold text-white">
        {PREORDER_TEXT.addGlassesTitle}
      </h2>
      <AddGlassesChoices {...answers} submits />
    </section>
  );
}

/** Shown once the pre-order is saved; with a payment problem it says so plainly. */
export const ThankYouDialog = memo(function ThankYouDialog({
  open,
  paymentError,
  includesGlasses,
  delivery,
  onClose,
}: {
  open: boolean;
  paymentError: string | null;
  /** Lenses are a perk of the glasses: an accessories-only order is not promised them. */
  includesGlasses: boolean;
  delivery: DeliveryWords;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Thank you for your pre-order!"
      header={
        <span
          aria-hidden="true"
          className={`mb-4 grid size-12 place-items-center rounded-full ${paymentError ? "bg-warning-400/15" : "bg-success-400/15"}`}
        >
          {paymentError ? (
            <Icon name="triangle-alert" className="size-6 text-warning-400" />
          ) : (
            <Icon name="circle-check" className="size-6 text-success-400" />
          )}
        </span>
      }
    >
      {paymentError ? (
        <>
          <p className="mt-2 text-mist-100">{PREORDER_TEXT.savedButPaymentIssue}</p>
          <p className="mt-2 text-sm text-mist-300">
            {paymentError} You can try the payment again from this page; your details are kept.
          </p>
        </>
      ) : (
        <>
          <p className="mt-2 text-mist-100">Taking you to your payment confirmation…</p>
          <p className="mt-2 text-sm text-mist-300">
            {delivery.statement} {includesGlasses ? PREORDER_PERKS.prescriptionLenses : ""}
          </p>
        </>
      )}
      <div className="mt-6 flex justify-end">
        <button type="button" className={primary} onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
});
