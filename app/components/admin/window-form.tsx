import { getFormProps, getInputProps } from "@conform-to/react";
import { windowForm } from "~/features/fulfilment/shipping-contract";
import type { ActionResult } from "~/features/operators/contract";
import { ConsolePostForm } from "./console-post-form";
import { ActionMessages, FieldError, buttonClass, inputClass } from "./ui";
import { useConsoleForm } from "./use-console-form";

const FIELDS = [
  { name: "queueFrom", label: "From place", type: "number", hint: "The first queue place it covers" },
  { name: "queueTo", label: "To place", type: "number", hint: "Blank: to the end of the queue" },
  { name: "startsOn", label: "First day", type: "date", hint: "e.g. 2027-09-15" },
  { name: "endsOn", label: "Last day", type: "date", hint: "e.g. 2027-09-30" },
] as const;

/**
 * Sets the expected delivery window of a range of the queue; every buyer it changes is e-mailed.
 * Checked with `windowForm`, in the browser and again by the action.
 */
export function WindowForm({ result }: { result?: ActionResult | undefined }) {
  const [form, fields] = useConsoleForm("delivery-window", windowForm, result?.reply);
  return (
    <ConsolePostForm className="space-y-4" aria-label="Set a delivery window" {...getFormProps(form)}>
      <ActionMessages error={form.errors?.[0]} message={result?.message} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FIELDS.map((f) => {
          const field = fields[f.name];
          const hintId = `${field.id}-hint`;
          const { key, ...props } = getInputProps(field, { type: f.type, ariaDescribedBy: hintId });
          return (
            <div key={f.name}>
              <label htmlFor={field.id} className="mb-1 block text-sm">
                {f.label}
              </label>
              <input
                key={key}
                {...props}
                {...(f.type === "number" ? { min: 1, step: 1, inputMode: "numeric" as const } : {})}
                className={inputClass}
              />
              <p id={hintId} className="mt-1 text-sm text-mist-300">
                {f.hint}
              </p>
              <FieldError id={field.errorId} message={field.errors?.[0]} />
            </div>
          );
        })}
      </div>
      <button type="submit" className={buttonClass}>
        Save window
      </button>
    </ConsolePostForm>
  );
}
