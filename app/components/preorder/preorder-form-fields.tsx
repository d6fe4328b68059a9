import { memo, useState, type ReactNode, type SelectHTMLAttributes } from "react";
import { postalHint } from "~/content/checkout-country";
import { HONEYPOT_FIELD, type PreorderFormField } from "~/features/preorder/contract";
import type { FormErrors, FormValues } from "~/features/preorder/contract";
import { FIELD_SPECS, fieldId, type FieldSpec } from "~/features/preorder/form-fields";
import { countryOptionsHtml } from "./country-options";
import { WhatsappConsent } from "./whatsapp-consent";

const inputClass =
  "mt-1.5 block w-full rounded-xl border bg-ink-950/60 px-4 py-3 text-base text-white placeholder:text-mist-400/70 transition-colors focus:border-brand-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300";

/**
 * The country list, its options written as HTML (countryOptionsHtml): the same markup, 249 fewer
 * elements for React to hydrate. The first render's choice is marked in it, as on the server; the
 * HTML never changes afterwards (React would write the options again), React sets the choice.
 */
function CountrySelect(props: SelectHTMLAttributes<HTMLSelectElement> & { value: string }) {
  const [options] = useState(() => countryOptionsHtml(props.value));
  return <select {...props} dangerouslySetInnerHTML={{ __html: options }} />;
}

/** One of the buyer's details, its error next to it and tied to it for screen readers. */
const FormField = memo(function FormField({
  spec: f,
  value,
  error,
  hint,
  disabled,
  onChange,
  onBlur,
  children,
}: {
  spec: FieldSpec;
  value: string;
  error: string | undefined;
  hint: string | undefined;
  disabled: boolean;
  onChange: (field: PreorderFormField, value: string) => void;
  onBlur: (field: PreorderFormField) => void;
  /** What belongs under this field (the WhatsApp updates box under the WhatsApp number). */
  children?: ReactNode;
}) {
  const id = fieldId(f.name);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  const common = {
    id,
    name: f.name,
    value,
    autoComplete: f.autoComplete,
    required: f.required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    disabled,
    onChange: (e: { target: { value: string } }) => onChange(f.name, e.target.value),
    onBlur: () => onBlur(f.name),
    className: `${inputClass} ${error ? "border-danger-400/80" : "border-white/12"}`,
  };
  return (
    <div className={f.multiline || f.name === "name" ? "sm:col-span-2" : ""}>
      <label htmlFor={id} className="text-sm font-medium text-mist-100">
        {f.label}
        {f.required ? (
          <span aria-hidden="true" className="text-brand-300">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {f.type === "select" ? (
        <CountrySelect {...common} />
      ) : f.multiline ? (
        <textarea {...common} rows={3} />
      ) : (
        <input {...common} type={f.type} inputMode={f.inputMode} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-mist-400" data-testid={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger-400">
          {error}
        </p>
      )}
      {children}
    </div>
  );
});

/**
 * The buyer's details. Each field is rendered apart (memoized): a key pressed in one renders only
 * that one. The country is part of the address: the address's hint names that country's postal code.
 */
export function PreorderFormFields({
  values,
  errors,
  disabled,
  onChange,
  onBlur,
  whatsappOptIn,
}: {
  values: FormValues;
  errors: FormErrors;
  disabled: boolean;
  /** Whether the WhatsApp updates box starts ticked: only when the buyer ticked it and the form came back. */
  whatsappOptIn: boolean;
  onChange: (field: PreorderFormField, value: string) => void;
  onBlur: (field: PreorderFormField) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELD_SPECS.map((f) => (
        <FormField
          key={f.name}
          spec={f}
          value={values[f.name]}
          error={errors[f.name]}
          hint={f.name === "address" ? postalHint(values.country) : f.hint}
          disabled={disabled}
          onChange={onChange}
          onBlur={onBlur}
        >
          {f.name === "whatsapp" && <WhatsappConsent defaultChecked={whatsappOptIn} disabled={disabled} />}
        </FormField>
      ))}
      {/* Honeypot: invisible to people and assistive technology, tempting to form-filling bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="preorder-website">Website</label>
        <input
          id="preorder-website"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    </div>
  );
}
