import { Form, useNavigation } from "react-router";
import { CsrfField } from "./csrf-field";
import { ActionMessages, FieldError, buttonClass, inputClass } from "./ui";

export interface WindowFormResult {
  field: string | null;
  error: string | null;
  message: string | null;
}

const FIELDS = [
  {
    name: "queueFrom",
    label: "From place",
    type: "number",
    required: true,
    hint: "The first queue place it covers",
  },
  {
    name: "queueTo",
    label: "To place",
    type: "number",
    required: false,
    hint: "Blank: to the end of the queue",
  },
  { name: "startsOn", label: "First day", type: "date", required: true, hint: "e.g. 2027-09-15" },
  { name: "endsOn", label: "Last day", type: "date", required: true, hint: "e.g. 2027-09-30" },
] as const;

/** Sets the expected delivery window of a range of the queue; every buyer it changes is e-mailed. */
export function WindowForm({ result }: { result?: WindowFormResult | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const fieldError = (name: string) => (result?.field === name ? (result.error ?? undefined) : undefined);
  const formError = result?.error && !FIELDS.some((f) => f.name === result.field) ? result.error : undefined;
  return (
    <Form method="post" className="space-y-4" aria-label="Set a delivery window">
      <ActionMessages error={formError} message={result?.message} />
      <CsrfField />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FIELDS.map((f) => (
          <div key={f.name}>
            <label htmlFor={f.name} className="mb-1 block text-sm">
              {f.label}
            </label>
            <input
              id={f.name}
              name={f.name}
              type={f.type}
              required={f.required}
              {...(f.type === "number" ? { min: 1, step: 1, inputMode: "numeric" as const } : {})}
              className={inputClass}
              aria-invalid={fieldError(f.name) ? true : undefined}
              aria-describedby={`${f.name}-hint${fieldError(f.name) ? ` ${f.name}-error` : ""}`}
            />
            <p id={`${f.name}-hint`} className="mt-1 text-sm text-mist-300">
              {f.hint}
            </p>
            <FieldError id={`${f.name}-error`} message={fieldError(f.name)} />
          </div>
        ))}
      </div>
      <button type="submit" className={buttonClass} disabled={busy}>
        Save window
      </button>
    </Form>
  );
}
