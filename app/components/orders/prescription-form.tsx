import { useState } from "react";
import {
  formFieldErrors,
  MAX_PRESCRIPTION_BYTES,
  MEASURES,
  PRESCRIPTION_FILE_ERRORS,
  PRESCRIPTION_FILE_FIELD,
  PRESCRIPTION_FILE_TYPES,
  PRESCRIPTION_INTENT,
  PRESCRIPTION_VALUE_FIELDS,
  prescriptionValuesSchema,
  type BuyerFormAnswer,
  type BuyerForms,
  type PrescriptionValueField,
} from "~/features/fulfilment/contract";
import { BuyerField, CheckedForm, FormProblem, inputClass, sectionClass, submitClass } from "./buyer-field";
import { buttonClass } from "~/components/ui/button";

const longDate = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" });

const GIVEN_AS = {
  values: "your prescription's numbers",
  file: "a photo or PDF of your prescription",
  none: "that you need no prescription",
} as const;

const EYES = [
  { eye: "right", legend: "Right eye (OD)", fields: ["rightSph", "rightCyl", "rightAxis", "rightAdd"] },
  { eye: "left", legend: "Left eye (OS)", fields: ["leftSph", "leftCyl", "leftAxis", "leftAdd"] },
] as const;

const SHORT: Record<PrescriptionValueField, string> = {
  rightSph: "SPH",
  rightCyl: "CYL",
  rightAxis: "AXIS",
  rightAdd: "ADD",
  leftSph: "SPH",
  leftCyl: "CYL",
  leftAxis: "AXIS",
  leftAdd: "ADD",
  pd: "PD (mm)",
};

/**
 * The keypad each value opens on a phone. SPH, CYL and ADD are signed (most SPH values are
 * negative), and iPhones' decimal keypad has no minus sign: they open the text keyboard, whose
 * numbers page has both signs (the server reads "-2.25", "+1,5", "−0.75" and "plano"). AXIS is a
 * whole number of degrees.
 */
function keypadOf(field: PrescriptionValueField): "text" | "numeric" | "decimal" {
  if (/Sph$|Cyl$|Add$/.test(field)) return "text";
  return field.endsWith("Axis") ? "numeric" : "decimal";
}

const HINTS: Partial<Record<PrescriptionValueField, string>> = {
  rightSph: "−20.00 to +20.00",
  rightCyl: "−6.00 to +6.00, empty if none",
  rightAxis: "0 to 180, with CYL",
  rightAdd: "0 to +3.50, optional",
};

/**
 * The prescription for the free lenses, on a glasses buyer's order page until dispatch: the
 * numbers, a photo or PDF, or "no prescription needed" (three small forms, each a plain post that
 * works without JavaScript). What was given is named, never shown: the page carries no health data.
 */
export function PrescriptionForm({
  state,
  formAction,
  answer,
}: {
  state: NonNullable<BuyerForms["prescription"]>;
  formAction: string;
  answer: BuyerFormAnswer | undefined;
}) {
  const mine = answer?.form.startsWith("prescription") ? answer : undefined;
  const [valueErrors, setValueErrors] = useState(mine?.form === "prescription-values" ? mine.errors : {});
  const [fileErrors, setFileErrors] = useState(mine?.form === "prescription-file" ? mine.errors : {});
  const typed = mine?.form === "prescription-values" ? mine.values : {};

  return (
    <section id="prescription" aria-labelledby="prescription-title" className={sectionClass} data-print-hide>
      <h2 id="prescription-title" className="font-display text-xl font-semibold text-white">
        Prescription for your free lenses
      </h2>
      <p className="mt-2 text-mist-100" data-testid="prescription-status">
        {state.given
          ? `We have ${GIVEN_AS[state.given.kind]}, given on ${longDate.format(new Date(state.given.at))}.`
          : "Your Vue Glass comes with free prescription lenses. Tell us your prescription before your order ships: type it in, send a photo or PDF of it, or tell us you need none."}
      </p>
      {!state.editable ? (
        <>
          {/* A post the order no longer takes (it shipped meanwhile): why nothing was saved. */}
          <FormProblem message={mine?.errors.form} />
          <p className="mt-2 text-sm text-mist-400">
            The prescription can be given once the booking is paid, until the order ships. For a change now,
            please write to our support team.
          </p>
        </>
      ) : (
        <>
          {state.given && (
            <p className="mt-1 text-sm text-mist-400">You can replace it below until your order ships.</p>
          )}
          <FormProblem message={mine?.errors.form} />
          <CheckedForm
            action={formAction}
            check={(form) => formFieldErrors(prescriptionValuesSchema, form)}
            onErrors={setValueErrors}
            fieldOrder={PRESCRIPTION_VALUE_FIELDS}
            className="mt-5"
            aria-labelledby="prescription-values-title"
          >
            <h3 id="prescription-values-title" className="font-semibold text-white">
              Type in your prescription
            </h3>
            <input type="hidden" name="intent" value={PRESCRIPTION_INTENT} />
            <input type="hidden" name="kind" value="values" />
            {EYES.map(({ eye, legend, fields }) => (
              <fieldset key={eye} className="mt-4">
                <legend className="text-sm font-semibold text-mist-100">{legend}</legend>
                <div className="mt-1 grid grid-cols-2 gap-3 sm:grid-cols-4">
                  {fields.map((field) => (
                    <BuyerField
                      key={field}
                      id={`rx-${field}`}
                      name={field}
                      label={
                        <>
                          <span className="sr-only">{eye === "right" ? "Right eye " : "Left eye "}</span>
                          {SHORT[field]}
                        </>
                      }
                      hint={eye === "right" ? HINTS[field] : undefined}
                      error={valueErrors[field]}
                      defaultValue={typed[field]}
                      required={field.endsWith("Sph")}
                      inputMode={keypadOf(field)}
                    />
                  ))}
                </div>
              </fieldset>
            ))}
            <div className="mt-4 max-w-48">
              <BuyerField
                id="rx-pd"
                name="pd"
                label={SHORT.pd}
                hint={`Pupillary distance, ${MEASURES.pd.range}, optional`}
                error={valueErrors.pd}
                defaultValue={typed.pd}
                inputMode="decimal"
              />
            </div>
            <button type="submit" className={submitClass}>
              Save prescription
            </button>
          </CheckedForm>

          <CheckedForm
            action={formAction}
            check={checkFileInBrowser}
            onErrors={setFileErrors}
            fieldOrder={[PRESCRIPTION_FILE_FIELD]}
            encType="multipart/form-data"
            className="mt-8"
            aria-labelledby="prescription-file-title"
          >
            <h3 id="prescription-file-title" className="font-semibold text-white">
              Or send a photo or PDF of it
            </h3>
            <input type="hidden" name="intent" value={PRESCRIPTION_INTENT} />
            <input type="hidden" name="kind" value="file" />
            <label htmlFor="rx-file" className="mt-3 block text-sm font-medium text-mist-100">
              Photo or PDF of your prescription
            </label>
            <input
              id="rx-file"
              type="file"
              name={PRESCRIPTION_FILE_FIELD}
              accept={[...PRESCRIPTION_FILE_TYPES, ".jpg", ".jpeg", ".png", ".pdf"].join(",")}
              aria-describedby={`rx-file-hint${fileErrors.file ? " rx-file-error" : ""}`}
              aria-invalid={fileErrors.file ? true : undefined}
              className={`${inputClass} ${fileErrors.file ? "border-danger-400/80" : "border-white/15"}`}
            />
            <p id="rx-file-hint" className="mt-1 text-xs text-mist-400">
              JPEG, PNG or PDF, at most 5 MB.
            </p>
            {fileErrors.file && (
              <p id="rx-file-error" className="mt-1 text-sm text-danger-400">
                {fileErrors.file}
              </p>
            )}
            <button type="submit" className={submitClass}>
              Send the file
            </button>
          </CheckedForm>

          <form method="post" action={formAction} className="mt-8">
            <input type="hidden" name="intent" value={PRESCRIPTION_INTENT} />
            <input type="hidden" name="kind" value="none" />
            <p className="text-mist-100">
              If you do not wear glasses, tell us, so your order does not wait for a prescription.
            </p>
            <button type="submit" className={buttonClass("secondary", "md", "mt-3")}>
              No prescription needed
            </button>
          </form>
        </>
      )}
    </section>
  );
}

/** The browser's early answer for a file: its size and declared type (the server reads its bytes). */
function checkFileInBrowser(form: FormData): Record<string, string> {
  const file = form.get(PRESCRIPTION_FILE_FIELD);
  if (!(file instanceof File) || file.size === 0) return { file: PRESCRIPTION_FILE_ERRORS.missing };
  if (file.size > MAX_PRESCRIPTION_BYTES) return { file: PRESCRIPTION_FILE_ERRORS.tooLarge };
  if (file.type && !(PRESCRIPTION_FILE_TYPES as readonly string[]).includes(file.type)) {
    return { file: PRESCRIPTION_FILE_ERRORS.wrongType };
  }
  return {};
}
