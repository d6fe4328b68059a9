import { randomUUID } from "node:crypto";
import { data } from "react-router";
import { RefundConfirmation } from "~/components/admin/refund-confirmation";
import { refundForm } from "~/features/operators/contract";
import { refundFromConsole, refundPreview } from "~/features/operators/server/console-refund.server";
import { requireOperator } from "~/features/operators/server/guard.server";
import { paymentDeps } from "~/features/payments/server/payment-deps.server";
import { requestContext, servicesContext } from "~/features/app-context.server";
import type { Route } from "./+types/refund-order";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Refund ${loaderData?.order.reference ?? "pre-order"} · Luxid console` },
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET: the confirmation step of a refund, for `?rest=1` or `?amount=2800` (as typed, in the
 * order's currency). An amount that cannot be refunded is a 400 with the reason by the field.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args);
  const { database } = args.context.get(servicesContext);
  const params = new URL(args.request.url).searchParams;
  const ask = params.has("rest") ? ({ rest: true } as const) : { typed: params.get("amount") };
  const preview = UUID.test(args.params.id) ? await refundPreview(database.db, args.params.id, ask) : null;
  if (!preview) throw data({ error: "No such pre-order" }, { status: 404 });
  const order = { ...preview, idempotencyKey: randomUUID() };
  return data({ order }, { status: preview.error ? 400 : 200 });
}

/** POST: refunds the amount the step showed, under its key (a double submit refunds once); audited. */
export async function action(args: Route.ActionArgs) {
  const { operator, form } = await requireOperator(args);
  const services = args.context.get(servicesContext);
  if (!UUID.test(args.params.id)) throw data({ error: "No such pre-order" }, { status: 404 });
  const parsed = refundForm.safeParse(Object.fromEntries(form!));
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]!.message, message: null }, { status: 400 });
  }
  const result = await refundFromConsole(paymentDeps(services), {
    preorderId: args.params.id,
    operatorEmail: operator.email,
    amount: parsed.data.amount,
    idempotencyKey: parsed.data.idempotencyKey,
  });
  if (!result.ok) {
    if (result.status === 404) throw data({ error: "No such pre-order" }, { status: 404 });
    return data({ error: result.error, message: null }, { status: result.status });
  }
  // The buyer's refund e-mail goes out now rather than at the outbox's next pass.
  args.context.get(requestContext).afterResponse(() => services.notifications.outbox.wake());
  return { error: null, message: result.message };
}

export default function RefundOrder({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="max-w-2xl space-y-4">
      <h1 className="text-xl font-semibold text-mist-50">Refund a payment</h1>
      <RefundConfirmation order={loaderData.order} result={actionData} />
    </div>
  );
}
