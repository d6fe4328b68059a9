import type { FormEvent, ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";

export const inputClass =
  "mt-1.5 block w-full rounded-xl border bg-ink-950/60 px-3 py-2.5 text-base text-white placeholder:text-mist-400/70 focus:border-brand-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300";

export const submitClass = buttonClass("primary", "md", "mt-4");

export const sectionClass = "mt-6 rounded-2xl border border-white/10 p-5";

/**
 * One labelled input of the order page's forms: its hint and its error are tied to it for screen
 * readers. Uncontrolled (`defaultValue`), so the form posts as typed with or without JavaScript.
 */
export function BuyerField({
  id,
  name,
  label,
  hint,
  error,
  defaultValue,
  multiline,
  required,
  type = "text",
  inputMode,
  autoComplete,
}: {
  id: string;
  name: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  defaultValue?: string;
  multiline?: boolean;
  required?: boolean;
  type?: "text" | "tel";
  inputMode?: "decimal" | "numeric" | "tel" | "text";
  autoComplete?: string;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    defaultValue,
    autoComplete: autoComplete ?? "off",
    "aria-required": required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: `${inputClass} ${error ? "border-danger-400/80" : "border-white/15"}`,
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-mist-100">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-mist-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** A problem of the whole form (the order has shipped meanwhile), announced when it appears. */
export function FormProblem({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-3 rounded-xl bg-danger-400/10 px-4 py-3 text-danger-400">
      {message}
    </p>
  );
}

/**
 * A form of the order page, checked in the browser before it is sent with the same schema the
 * server applies: on a problem the post is held back, the errors shown and the first field with
 * one focused. Without JavaScript it posts as is, and the server answers the same messages.
 */
export function CheckedForm({
  action,
  check,
  onErrors,
  fieldOrder,
  children,
  ...attributes
}: {
  action: string;
  check: (form: FormData) => Record<string, string>;
  onErrors: (errors: Record<string, string>) => void;
  fieldOrder: readonly string[];
  children: ReactNode;
  className?: string;
  encType?: "multipart/form-data";
  "aria-labelledby"?: string;
}) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const errors = check(new FormData(event.currentTarget));
    onErrors(errors);
    const first = fieldOrder.find((name) => errors[name]);
    if (!first) return;
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem(first);
    if (field instanceof HTMLElement) field.focus();
  }
  return (
    <form method="post" action={action} noValidate onSubmit={onSubmit} {...attributes}>
      {children}
    </form>
  );
}
