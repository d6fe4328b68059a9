import { Form, Link, data } from "react-router";
import { z } from "zod";
import { CsrfField } from "~/components/admin/csrf-field";
import { utc } from "~/components/admin/types";
import { buttonClass, inputClass } from "~/components/admin/ui";
import { requireOperator } from "~/features/operators/server/guard.server";
import { listNeedsReview, resolveReview } from "~/features/operators/server/review.server";
import { servicesContext } from "~/lib/app-context.server";
import { formatMoney } from "~/lib/money";
import type { Currency } from "~/lib/regions";
import type { Route } from "./+types/review";

export const meta: Route.MetaFunction = () => [{ title: "Needs review · Luxid console" }];

const resolveForm = z.object({
  preorderId: z.uuid("Which order?"),
  outcome: z.enum(["accepted", "refunded", "contacted_buyer"], "Choose an outcome"),
  note: z.string().trim().min(1, "Say what you did").max(500, "At most 500 characters"),
});

export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args);
  const { database } = args.context.get(servicesContext);
  return { orders: await listNeedsReview(database.db) };
}

/** POST: closes a review with its outcome (written to the audit log). */
export async function action(args: Route.ActionArgs) {
  const { operator, form } = await requireOperator(args);
  const { database } = args.context.get(servicesContext);
  const parsed = resolveForm.safeParse(Object.fromEntries(form!));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return data({ field: String(issue.path[0]), error: issue.message }, { status: 400 });
  }
  const ok = await resolveReview(database.db, { ...parsed.data, operatorEmail: operator.email });
  if (!ok) return data({ field: "preorderId", error: "That order is not awaiting review" }, { status: 409 });
  return { field: null, error: null };
}

export default function Review({ loaderData, actionData }: Route.ComponentProps) {
  const error = (actionData as { error: string | null } | undefined)?.error;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-mist-50">Needs review</h1>
      {error ? (
        <p role="alert" className="text-danger-400">
          {error}
        </p>
      ) : null}
      {loaderData.orders.length === 0 ? <p className="text-mist-300">Nothing waits for review.</p> : null}
      <ul className="space-y-4">
        {loaderData.orders.map((o) => (
          <li key={o.id} className="space-y-2 rounded border border-ink-600 bg-ink-900 p-4">
            <p>
              <Link to={`/admin/preorders/${o.id}`} className="font-mono text-brand-300 underline">
                {o.reference}
              </Link>{" "}
              {o.name}, booking {formatMoney(o.preorderAmount, o.currency as Currency)}, parked{" "}
              {utc(o.updatedAt)}
            </p>
            <p className="text-sm text-mist-300">{o.lastTransition ?? "No gateway detail"}</p>
            <Form method="post" className="grid gap-2 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
              <CsrfField />
              <input type="hidden" name="preorderId" value={o.id} />
              <div>
                <label htmlFor={`outcome-${o.id}`} className="block text-sm text-mist-300">
                  Outcome
                </label>
                <select id={`outcome-${o.id}`} name="outcome" className={inputClass}>
                  <option value="accepted">Amount accepted</option>
                  <option value="refunded">Buyer refunded</option>
                  <option value="contacted_buyer">Buyer contacted</option>
                </select>
              </div>
              <div>
                <label htmlFor={`note-${o.id}`} className="block text-sm text-mist-300">
                  What was done
                </label>
                <input id={`note-${o.id}`} name="note" required className={inputClass} />
              </div>
              <button type="submit" className={buttonClass}>
                Resolve
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </div>
  );
}
