import { CancelConfirmation } from "~/components/admin/cancel-order";
import { cancelForm } from "~/features/operators/contract";
import { cancellationPreview, cancelOrder } from "~/features/operators/server/cancel-order.server";
import { paymentDeps } from "~/features/payments/server/payment-deps.server";
import { orderStepAction, orderStepPreview } from "~/features/operators/server/order-step-action.server";
import type { Route } from "./+types/cancel-order";
import { ConsolePage } from "~/components/admin/console-page";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Cancel ${loaderData?.order.reference ?? "pre-order"} · Luxid console` },
];

/** The confirmation step: what a cancellation would refund now, per payment. */
export async function loader(args: Route.LoaderArgs) {
  return { order: await orderStepPreview(args, cancellationPreview) };
}

/** POST: cancels and refunds what the operator confirmed (see cancelOrder); audited either way. */
export function action(args: Route.ActionArgs) {
  return orderStepAction(args, cancelForm, (services, input) => cancelOrder(paymentDeps(services), input));
}

export default function CancelOrder({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ConsolePage title="Cancel an order">
      <CancelConfirmation order={loaderData.order} result={actionData} />
    </ConsolePage>
  );
}
