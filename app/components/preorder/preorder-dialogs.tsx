import { CircleCheck, Glasses, TriangleAlert } from "lucide-react";
import { DELIVERY, PREORDER_PERKS } from "~/content/claims";
import { PREORDER_TEXT } from "~/features/preorder/client/preorder-text";
import { Modal } from "./modal";

const primary =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-gradient-to-r from-brand-400 to-aurora-400 px-5 font-semibold text-ink-950";
const secondary =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-white/15 px-5 font-semibold text-white hover:bg-white/5";

/** Asked when the cart holds accessories only. */
export function AddGlassesDialog({
  open,
  onClose,
  onContinue,
  onAddGlasses,
}: {
  open: boolean;
  onClose: () => void;
  onContinue: () => void;
  onAddGlasses: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={PREORDER_TEXT.addGlassesTitle}
      icon={
        <span
          aria-hidden="true"
          className="mb-4 grid size-12 place-items-center rounded-full bg-brand-500/15"
        >
          <Glasses className="size-6 text-brand-300" />
        </span>
      }
    >
      <p className="mt-2 text-mist-300">
        Your pre-order has accessories only. They work with Vue Glass, and adding the glasses also earns you
        accessory credit and free prescription lenses.
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={secondary} onClick={onContinue}>
          {PREORDER_TEXT.continueAnyway}
        </button>
        <button type="button" className={primary} onClick={onAddGlasses}>
          {PREORDER_TEXT.addGlasses}
        </button>
      </div>
    </Modal>
  );
}

/** Shown once the pre-order is saved; with a payment problem it says so plainly. */
export function ThankYouDialog({
  open,
  paymentError,
  includesGlasses,
  onClose,
}: {
  open: boolean;
  paymentError: string | null;
  /** Lenses are a perk of the glasses: an accessories-only order is not promised them. */
  includesGlasses: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Thank you for your pre-order!"
      icon={
        <span
          aria-hidden="true"
          className={`mb-4 grid size-12 place-items-center rounded-full ${paymentError ? "bg-warning-400/15" : "bg-success-400/15"}`}
        >
          {paymentError ? (
            <TriangleAlert className="size-6 text-warning-400" />
          ) : (
            <CircleCheck className="size-6 text-success-400" />
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
            {DELIVERY.statement} {includesGlasses ? PREORDER_PERKS.prescriptionLenses : ""}
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
}
