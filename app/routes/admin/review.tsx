import { Link, data } from "react-router";
import { ReviewForm } from "~/components/admin/review-form";
import { ActionMessages } from "~/components/admin/ui";
import { reviewForm } from "~/features/operators/contract";
import { requireOperator } from "~/features/operators/server/guard.server";
import { listNeedsReview, resolveReview } from "~/features/operators/server/review.server";
import { paymentDeps } from "~/features/payments/server/payment-deps.server";
import { servicesContext } from "~/features/app-context.server";
import { formatMoney } from "~/lib/money";
import type { Route } from "./+types/review";
import { ShopTime } from "~/components/admin/shop-time";

export const meta: Route.MetaFunction = () => [{ title: "Needs review · Luxid console" }];

export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args);
  const { database } = args.context.get(servicesContext);
  return { orders: await listNeedsReview(database.db) };
}

/** POST: resolves a review (see resolveReview); every outcome is written to the audit log. */
export async function action(args: Route.ActionArgs) {
  const { operator, form } = await requireOperator(args);
  const services = args.context.get(servicesContext);
  const parsed = reviewForm.safeParse(Object.fromEntries(form!));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return data({ field: String(issue.path[0]), error: issue.message, message: null }, { status: 400 });
  }
  const result = await resolveReview(paymentDeps(services), {
    ...parsed.data,
    operatorEmail: operator.email,
  });
  if (!result.ok)
    return data({ field: "outcome", error: result.error, message: null }, { status: result.status });
  return { field: null, error: null, message: result.message };
}

export default function Review({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-mist-50">Needs review</h1>
      <ActionMessages error={actionData?.error} message={actionData?.message} />
      {loaderData.orders.length === 0 ? <p className="text-mist-300">Nothing waits for review.</p> : null}
      <ul className="space-y-4">
        {loaderData.orders.map((o) => (
          <li key={o.id} className="space-y-2 rounded border border-ink-600 bg-ink-900 p-4">
            <p>
              <Link to={`/admin/preorders/${o.id}`} className="font-mono text-brand-300 underline">
                {o.reference}
              </Link>{" "}
              {o.name}, booking {formatMoney(o.preorderAmount, o.currency)}, parked{" "}
              <ShopTime value={o.updatedAt} />
            </p>
            <p className="text-sm text-mist-300">{o.lastTransition ?? "No gateway detail"}</p>
            {o.contactedBy ? (
              <p className="text-sm text-mist-300">
                {`Buyer contacted by ${o.contactedBy}; still to accept or refund.`}
              </p>
            ) : null}
            <ReviewForm preorderId={o.id} />
          </li>
        ))}
      </ul>
    </div>
  );
}
