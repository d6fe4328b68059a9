import { data } from "react-router";
import { CancelConfirmation } from "~/components/admin/cancel-order";
import { cancelForm } from "~/features/operators/contract";
import { cancellationPreview, cancelOrder } from "~/features/operators/server/cancel-order.server";
import { requireOperator } from "~/features/operators/server/guard.server";
import { paymentDeps } from "~/features/payments/server/payment-deps.server";
import { servicesContext } from "~/features/app-context.server";
import type { Route } from "./+types/cancel-order";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Cancel ${loaderData?.order.reference ?? "pre-order"} · Luxid console` },
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The confirmation step: what a cancellation would refund now, per payment. */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args);
  const { database } = args.context.get(servicesContext);
  const order = UUID.test(args.params.id) ? await cancellationPreview(database.db, args.params.id) : null;
  if (!order) throw data({ error: "No such pre-order" }, { status: 404 });
  return { order };
}

/** POST: cancels and refunds what the operator confirmed (see cancelOrder); audited either way. */
export async function action(args: Route.ActionArgs) {
  const { operator, form } = await requireOperator(args);
  const services = args.context.get(servicesContext);
  if (!UUID.test(args.params.id)) throw data({ error: "No such pre-order" }, { status: 404 });
  const parsed = cancelForm.safeParse(Object.fromEntries(form!));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return data({ field: String(issue.path[0]), error: issue.message, message: null }, { status: 400 });
  }
  const result = await cancelOrder(paymentDeps(services), {
    preorderId: args.params.id,
    operatorEmail: operator.email,
    ...parsed.data,
  });
  if (!result.ok) return data({ field: null, error: result.error, message: null }, { status: result.status });
  return { field: null, error: null, message: result.message };
}

export default function CancelOrder({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-mist-50">Cancel an order</h1>
      <CancelConfirmation order={loaderData.order} result={actionData} />
    </div>
  );
}
