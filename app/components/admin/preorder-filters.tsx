import type { ReactNode } from "react";
import { Form } from "react-router";
import { productIds } from "~/content/catalogue";
import type { PreorderListQuery } from "~/features/operators/contract";
import { productLabel, STAFF_STATUS_LABELS, STATUS_ORDER } from "~/features/orders/status-labels";
import { FieldError, buttonClass, inputClass } from "./ui";

/** Search and filters of the pre-order list, a plain GET form (works without JavaScript). */
export function FilterForm({
  query,
  error,
}: {
  query: PreorderListQuery;
  /** A field the server refused, with the reason shown under it. */
  error?: { field: string; message: string } | null;
}) {
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);
  // Any other refused field (a hand-edited URL) is shown under the search box.
  const known = ["q", "state", "product", "country", "from", "to"];
  const searchError = errorOf("q") ?? (error && !known.includes(error.field) ? error.message : undefined);
  return (
    <Form method="get" role="search" className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <Filter id="q" label="Name, e-mail, phone or reference" className="sm:col-span-3 lg:col-span-2">
        <input
          id="q"
          name="q"
          type="search"
          defaultValue={query.q ?? ""}
          className={inputClass}
          aria-invalid={searchError ? true : undefined}
          aria-describedby={searchError ? "q-error" : undefined}
        />
        <FieldError id="q-error" message={searchError} />
      </Filter>
      <Filter id="state" label="State">
        <AnyOf
          name="state"
          options={STATUS_ORDER.map((s) => ({ value: s, label: STAFF_STATUS_LABELS[s] }))}
          value={query.state}
        />
      </Filter>
      <Filter id="product" label="Product">
        <AnyOf
          name="product"
          options={productIds.map((id) => ({ value: id, label: productLabel(id) }))}
          value={query.product}
        />
      </Filter>
      <Filter id="country" label="Country">
        <input
          id="country"
          name="country"
          maxLength={2}
          defaultValue={query.country ?? ""}
          className={inputClass}
        />
      </Filter>
      <Filter id="from" label="Created from">
        <input id="from" name="from" type="date" defaultValue={query.from ?? ""} className={inputClass} />
      </Filter>
      <Filter id="to" label="Created to">
        <input id="to" name="to" type="date" defaultValue={query.to ?? ""} className={inputClass} />
      </Filter>
      <div className="flex items-center gap-2 sm:col-span-2">
        <input
          id="cancellation"
          name="cancellation"
          type="checkbox"
          value="requested"
          defaultChecked={query.cancellation === "requested"}
          className="size-5 accent-brand-500"
        />
        <label htmlFor="cancellation" className="py-2">
          Cancellation requested
        </label>
      </div>
      {(["state", "product", "country", "from", "to"] as const).map((field) =>
        errorOf(field) ? <FieldError key={field} id={`${field}-error`} message={errorOf(field)} /> : null,
      )}
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="dir" value={query.dir} />
      <div className="flex items-end">
        <button type="submit" className={buttonClass}>
          Search
        </button>
      </div>
    </Form>
  );
}

/** One filter: its label above its control, whose id is `id`. */
function Filter({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm text-mist-300">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A drop-down of `options`, first "Any" (no filter). */
function AnyOf({
  name,
  options,
  value,
}: {
  name: string;
  options: readonly { value: string; label: string }[];
  value?: string | undefined;
}) {
  return (
    <select id={name} name={name} defaultValue={value ?? ""} className={inputClass}>
      <option value="">Any</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
