import { data } from "react-router";
import { BalanceLinkPanel } from "~/components/admin/balance-link-panel";
import { BuyerInputsPanel } from "~/components/admin/buyer-inputs-panel";
import { NotesPanel } from "~/components/admin/notes-panel";
import { OrderSummary } from "~/components/admin/order-summary";
import { OrderTimeline } from "~/components/admin/order-timeline";
import { CancelOrderPanel } from "~/components/admin/cancel-order";
import { RefundPanel, type ActionResult } from "~/components/admin/refund-panel";
import { ReviewForm } from "~/components/admin/review-form";
import { DispatchPanel } from "~/components/admin/dispatch-panel";
import { ActionMessages, CancellationBadge, Panel } from "~/components/admin/ui";
import { noteForm, refundRetryForm, reviewForm } from "~/features/operators/contract";
import { buyerInputsForConsole } from "~/features/fulfilment/server/buyer-inputs.server";
import { audit } from "~/features/operators/server/audit.server";
import { retryRefundFromConsole } from "~/features/operators/server/console-refund.server";
import { dispatchIntent } from "~/features/operators/server/console-dispatch.server";
import { dispatchFacts } from "~/features/fulfilment/server/order-progress.server";
import { requireOperator } from "~/features/operators/server/guard.server";
import { addNote } from "~/features/operators/server/notes.server";
import { preorderDetail } from "~/features/operators/server/preorder-detail.server";
import { awaitingReview, resolveReview } from "~/features/operators/server/review.server";
import { refundPlan } from "~/features/payments/server/refund-plan.server";
import { refundsOf } from "~/features/payments/server/refunds.server";
import { paymentDeps } from "~/features/payments/server/payment-deps.server";
import { isRefundable } from "~/features/payments/server/state-machine";
import { BALANCE_REQUESTABLE, CANCELLABLE, isIn } from "../../../db/order-status";
import { requestContext, servicesContext } from "~/features/app-context.server";
import { sendBalanceLink } from "~/features/fulfilment/server/waves.server";
import type { Route } from "./+types/preorder";
import { ShopTime } from "~/components/admin/shop-time";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.order.reference ?? "Pre-order"} · Luxid console` },
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args);
  const { database, env } = args.context.get(servicesContext);
  const id = args.params.id;
  const detail = UUID.test(id) ? await preorderDetail(database.db, id) : null;
  if (!detail) throw data({ error: "No such pre-order" }, { status: 404 });
  const [made, plan, inReview, buyerInputs, dispatch] = await Promise.all([
    refundsOf({ db: database.db }, id),
    refundPlan(database.db, id),
    awaitingReview(database.db, id),
    buyerInputsForConsole(database.db, id),
    dispatchFacts(database.db, id, env.DELIVERY_START),
  ]);
  return {
    ...detail,
    inReview,
    canSendBalanceLink: awaitsBalanceLink(detail.order.status, detail.order.waveId),
    buyerInputs,
    canCancel: isIn(CANCELLABLE, detail.order.status),
    dispatch: dispatch!,
    refundPanel: {
      currency: detail.order.currency,
      // Booking and balance payments together; a refund spanning both is split between them.
      captured: plan.captured,
      refunded: made.refunded,
      refundable: plan.left,
      canRefund: isRefundable(detail.order.status),
      preorderId: id,
      refunds: made.refunds,
    },
  };
}

/** An order outside any wave that still waits for its balance link. */
const awaitsBalanceLink = (status: Parameters<typeof isIn>[1], waveId: string | null) =>
  waveId === null && isIn(BALANCE_REQUESTABLE, status);

const fail = (intent: string, field: string, error: string, status: number) =>
  data<ActionResult>({ intent, field, error, message: null }, { status });

/** POST: the detail page's operator actions (note, refund, review), each written to the audit log. */
export async function action(args: Route.ActionArgs) {
  const { operator, form } = await requireOperator(args);
  const services = args.context.get(servicesContext);
  const { database } = services;
  const id = args.params.id;
  if (!UUID.test(id)) throw data({ error: "No such pre-order" }, { status: 404 });
  const intent = form!.get("intent");
  const fields = Object.fromEntries(form!);

  if (intent === "note") {
    const parsed = noteForm.safeParse({ body: form!.get("body") });
    if (!parsed.success) return fail("note", "body", parsed.error.issues[0]!.message, 400);
    const added = await addNote(database.db, {
      preorderId: id,
      operatorEmail: operator.email,
      body: parsed.data.body,
    });
    if (!added) throw data({ error: "No such pre-order" }, { status: 404 });
    await audit(database.db, { operatorEmail: operator.email, action: "note.added", preorderId: id });
    return { intent: "note", field: null, error: null, message: "Note saved." } satisfies ActionResult;
  }

  // Only a pending refund is retried here; a new refund is made from its confirmation step
  // (/admin/preorders/:id/refund), which names the amount first.
  if (intent === "refund") {
    const parsed = refundRetryForm.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return fail("refund", String(issue.path[0] ?? "kind"), issue.message, 400);
    }
    const result = await retryRefundFromConsole(paymentDeps(services), {
      preorderId: id,
      operatorEmail: operator.email,
      refundId: parsed.data.refundId,
    });
    if (!result.ok) return fail("refund", result.field, result.error, result.status);
    return { intent: "refund", field: null, error: null, message: result.message } satisfies ActionResult;
  }

  if (intent === "review") {
    const parsed = reviewForm.safeParse({ ...fields, preorderId: id });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return fail("review", String(issue.path[0]), issue.message, 400);
    }
    const result = await resolveReview(paymentDeps(services), {
      ...parsed.data,
      operatorEmail: operator.email,
    });
    if (!result.ok) return fail("review", "outcome", result.error, result.status);
    return { intent: "review", field: null, error: null, message: result.message } satisfies ActionResult;
  }
  // Dispatch: "Mark shipped" and "Mark delivered" (fulfilment), audited by the console's layer.
  if (intent === "ship" || intent === "deliver") {
    const { status, ...answer } = await dispatchIntent(database.db, {
      intent,
      form: form!,
      preorderId: id,
      operatorEmail: operator.email,
    });
    if (status === 404) throw data({ error: "No such pre-order" }, { status });
    if (status === 200)
      args.context.get(requestContext).afterResponse(() => services.notifications.outbox.wake());
    return status === 200 ? (answer satisfies ActionResult) : data<ActionResult>(answer, { status });
  }
  if (intent === "balance-link") {
    const result = await sendBalanceLink(database.db, { preorderId: id, operatorEmail: operator.email });
    if (!result.ok) return fail("balance-link", "intent", result.error, result.status);
    services.notifications.outbox.wake();
    return {
      intent: "balance-link",
      field: null,
      error: null,
      message: result.message,
    } satisfies ActionResult;
  }
  return fail("unknown", "intent", "Unknown action", 400);
}

export default function PreorderDetail({ loaderData: d, actionData }: Route.ComponentProps) {
  const result: ActionResult | undefined = actionData;
  const noteError =
    result?.intent === "note" && result.field === "body" ? (result.error ?? undefined) : undefined;
  const review = result?.intent === "review" ? result : undefined;
  return (
    <div className="space-y-6">
      <OrderSummary detail={d} />
      <BuyerInputsPanel
        preorderId={d.order.id}
        includesGlasses={d.order.includesGlasses}
        prescriptionOverride={d.order.prescriptionOverride}
        inputs={d.buyerInputs}
        delivered={d.order.status === "delivered"}
      />
      {d.order.cancellationRequestedAt ? (
        <Panel title="Cancellation request">
          <p className="flex flex-wrap items-center gap-2">
            <CancellationBadge />
            <span>
              The buyer asked to cancel on <ShopTime value={d.order.cancellationRequestedAt} />.
            </span>
          </p>
          <p className="mt-2 whitespace-pre-line">
            {d.order.cancellationReason ? `Reason: ${d.order.cancellationReason}` : "No reason given."}
          </p>
          <p className="mt-2 text-sm text-mist-300">
            {d.canCancel
              ? "Cancel the order below: it refunds what was captured."
              : "Refund below if anything is left."}
          </p>
        </Panel>
      ) : null}
      {d.inReview || review ? (
        <Panel title="Review">
          <ActionMessages error={review?.error} message={review?.message} spacing="mb-3" />
          {d.inReview ? (
            <>
              <p className="mb-3">
                The payment differs from the booking. The gateway is asked for the captured amount when you
                resolve.
              </p>
              <ReviewForm preorderId={d.order.id} />
            </>
          ) : null}
        </Panel>
      ) : null}
      <BalanceLinkPanel
        canSend={d.canSendBalanceLink}
        includesGlasses={d.order.includesGlasses}
        result={result}
      />
      <DispatchPanel facts={d.dispatch} result={result} />
      <RefundPanel data={d.refundPanel} result={result} />
      {d.canCancel ? <CancelOrderPanel preorderId={d.order.id} /> : null}
      <OrderTimeline detail={d} />
      <NotesPanel notes={d.notes} error={noteError} />
    </div>
  );
}
