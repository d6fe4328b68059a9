import { randomUUID } from "node:crypto";
import { data } from "react-router";
import { RefundConfirmation } from "~/components/admin/refund-confirmation";
import { refundForm } from "~/features/operators/contract";
import { refundFromConsole, refundPreview } from "~/features/operators/server/console-refund.server";
import { paymentDeps } from "~/features/payments/server/payment-deps.server";
import { requestContext } from "~/context.server";
import { orderStepAction, orderStepPreview } from "~/features/operators/server/order-step-action.server";
import type { Route } from "./+types/refund-order";
import { ConsolePage } from "~/components/admin/console-page";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Refund ${loaderData?.order.reference ?? "pre-order"} · Luxid console` },
];

/**
 * GET: the confirmation step of a refund, for `?rest=1` or `?amount=2800` (as typed, in the
 * order's currency). An amount that cannot be refunded is a 400 with the reason by the field.
 */
export async function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams;
  const ask = params.has("rest") ? ({ rest: true } as const) : { typed: params.get("amount") };
  const preview = await orderStepPreview(args, (db, id) => refundPreview(db, id, ask));
  const order = { ...preview, idempotencyKey: randomUUID() };
  return data({ order }, { status: preview.error ? 400 : 200 });
}

/** POST: refunds the amount the step showed, under its key (a double submit refunds once); audited. */
export function action(args: Route.ActionArgs) {
  return orderStepAction(args, refundForm, async (services, input) => {
    const result = await refundFromConsole(paymentDeps(services), input);
    // The buyer's refund e-mail goes out now rather than at the outbox's next pass.
    if (result.ok) args.context.get(requestContext).afterResponse(() => services.notifications.outbox.wake());
    return result;
  });
}

export default function RefundOrder({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ConsolePage title="Refund a payment" className="max-w-2xl">
      <RefundConfirmation order={loaderData.order} result={actionData} />
    </ConsolePage>
  );
}
