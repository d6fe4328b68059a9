import { data } from "react-router";
import { PreorderLink } from "~/components/admin/preorder-link";
import { ReviewForm } from "~/components/admin/review-form";
import { ActionMessages } from "~/components/admin/ui";
import { reviewForm, type ActionResult } from "~/features/operators/contract";
import { listNeedsReview, resolveReview } from "~/features/operators/server/review.server";
import { paymentDeps } from "~/features/payments/server/payment-deps.server";
import { servicesContext } from "~/context.server";
import { formatMoney } from "~/lib/money";
import { consoleSubmission } from "~/features/operators/server/console-submission.server";
import type { Route } from "./+types/review";
import { ShopTime } from "~/components/admin/shop-time";
import { ConsolePage } from "~/components/admin/console-page";

export const meta: Route.MetaFunction = () => [{ title: "Needs review · Luxid console" }];

export async function loader(args: Route.LoaderArgs) {
  const { database } = args.context.get(servicesContext);
  return { orders: await listNeedsReview(database.db) };
}

/** POST: resolves a review (see resolveReview); every outcome is written to the audit log. */
export async function action(args: Route.ActionArgs) {
  const post = consoleSubmission(args.context, reviewForm);
  if (post.refused) return post.refused;
  const { operator, services, submission } = post;
  const result = await resolveReview(paymentDeps(services), {
    ...submission.value,
    operatorEmail: operator.email,
  });
  if (!result.ok)
    return data<ActionResult>({ field: "outcome", error: result.error }, { status: result.status });
  return data<ActionResult>({ message: result.message });
}

export default function Review({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ConsolePage title="Needs review">
      <ActionMessages error={actionData?.error} message={actionData?.message} />
      {loaderData.orders.length === 0 ? <p className="text-mist-300">Nothing waits for review.</p> : null}
      <ul className="space-y-4">
        {loaderData.orders.map((o) => (
          <li key={o.id} className="space-y-2 rounded border border-ink-600 bg-ink-900 p-4">
            <p>
              <PreorderLink id={o.id} reference={o.reference} /> {o.name}, booking{" "}
              {formatMoney(o.preorderAmount, o.currency)}, parked <ShopTime value={o.updatedAt} />
            </p>
            <p className="text-sm text-mist-300">{o.lastTransition ?? "No gateway detail"}</p>
            {o.contactedBy ? (
              <p className="text-sm text-mist-300">
                {`Buyer contacted by ${o.contactedBy}; still to accept or refund.`}
              </p>
            ) : null}
            <ReviewForm preorderId={o.id} result={actionData} />
          </li>
        ))}
      </ul>
    </ConsolePage>
  );
}
