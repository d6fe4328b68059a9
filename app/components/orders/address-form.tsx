import { useState } from "react";
import {
  ADDRESS_FIELDS,
  ADDRESS_INTENT,
  addressChangeSchema,
  formFieldErrors,
  type BuyerFormAnswer,
  type BuyerForms,
} from "~/features/fulfilment/contract";
import { BuyerField, CheckedForm, FormProblem, sectionClass, submitClass } from "./buyer-field";

const longDate = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" });

const changedText = (c: { address: boolean; phone: boolean }) =>
  c.address && c.phone ? "the address and phone number" : c.address ? "the address" : "the phone number";

/**
 * The buyer's correction of the shipping address and phone, until the order ships. The fields
 * start empty: the page never shows the full address or the phone (a forwarded link must not leak
 * them), so an empty field keeps what the order has.
 */
export function AddressForm({
  state,
  formAction,
  answer,
}: {
  state: BuyerForms["address"];
  formAction: string;
  answer: BuyerFormAnswer | undefined;
}) {
  const mine = answer?.form === "address" ? answer : undefined;
  const [errors, setErrors] = useState(mine?.errors ?? {});
  return (
    <section
      id="change-address"
      aria-labelledby="change-address-title"
      className={sectionClass}
      data-print-hide
    >
      <h2 id="change-address-title" className="font-display text-xl font-semibold text-white">
        Correct the address or phone
      </h2>
      {mine?.saved && (
        <div
          role="status"
          className="mt-3 rounded-xl bg-brand-500/10 px-4 py-3 text-mist-100"
          data-testid="address-saved"
        >
          <p className="font-semibold text-white">Saved. Your order now ships to:</p>
          <p className="mt-1 whitespace-pre-line">{mine.saved.address}</p>
          <p className="mt-1">{`Phone: ${mine.saved.phone}`}</p>
          <p className="mt-2 text-sm text-mist-400">
            We have e-mailed you the change, at the address you booked with.
          </p>
        </div>
      )}
      {state.changes.length > 0 && (
        <ul className="mt-2 space-y-1 text-mist-100" data-testid="address-changes">
          {state.changes.map((c) => (
            <li key={c.at}>{`You changed ${changedText(c)} on ${longDate.format(new Date(c.at))}.`}</li>
          ))}
        </ul>
      )}
      {!state.editable ? (
        <p className="mt-2 text-mist-300">
          Your order has shipped or is closed, so the address can no longer be changed here. Please write to
          our support team.
        </p>
      ) : (
        <CheckedForm
          action={formAction}
          check={(form) => formFieldErrors(addressChangeSchema, form)}
          onErrors={setErrors}
          fieldOrder={ADDRESS_FIELDS}
          className="mt-3"
        >
          <p className="text-sm text-mist-400">
            Until your order ships. Fill in only what changes: an empty field keeps what we have.
          </p>
          <FormProblem message={mine?.errors.form} />
          <input type="hidden" name="intent" value={ADDRESS_INTENT} />
          <div className="mt-3 grid gap-4">
            <BuyerField
              id="change-address-address"
              name="address"
              label="Corrected shipping address"
              hint="The full address, including the PIN code"
              error={errors.address}
              defaultValue={mine?.values.address}
              multiline
              autoComplete="street-address"
            />
            <div className="max-w-72">
              <BuyerField
                id="change-address-phone"
                name="phone"
                label="Corrected phone number"
                error={errors.phone}
                defaultValue={mine?.values.phone}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
              />
            </div>
          </div>
          <button type="submit" className={submitClass}>
            Save the correction
          </button>
        </CheckedForm>
      )}
    </section>
  );
}
