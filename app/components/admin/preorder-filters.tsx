import { Form } from "react-router";
import { productIds } from "~/content/catalogue";
import type { PreorderListQuery } from "~/features/operators/contract";
import { FieldError, buttonClass, inputClass } from "./ui";

const states = [
  "received",
  "awaiting_payment",
  "paid",
  "failed",
  "needs_review",
  "expired",
  "partially_refunded",
  "refunded",
  "refund_failed",
];

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
      <div className="sm:col-span-3 lg:col-span-2">
        <label htmlFor="q" className="block text-sm text-mist-300">
          Name, e-mail, phone or reference
        </label>
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
      </div>
      <div>
        <label htmlFor="state" className="block text-sm text-mist-300">
          State
        </label>
        <select id="state" name="state" defaultValue={query.state ?? ""} className={inputClass}>
          <option value="">Any</option>
          {states.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="product" className="block text-sm text-mist-300">
          Product
        </label>
        <select id="product" name="product" defaultValue={query.product ?? ""} className={inputClass}>
          <option value="">Any</option>
          {productIds.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="country" className="block text-sm text-mist-300">
          Country
        </label>
        <input
          id="country"
          name="country"
          maxLength={2}
          defaultValue={query.country ?? ""}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="from" className="block text-sm text-mist-300">
          Created from
        </label>
        <input id="from" name="from" type="date" defaultValue={query.from ?? ""} className={inputClass} />
      </div>
      <div>
        <label htmlFor="to" className="block text-sm text-mist-300">
          Created to
        </label>
        <input id="to" name="to" type="date" defaultValue={query.to ?? ""} className={inputClass} />
      </div>
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
