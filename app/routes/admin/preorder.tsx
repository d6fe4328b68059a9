import { BalanceLinkPanel } from "~/components/admin/balance-link-panel";
import { BuyerInputsPanel } from "~/components/admin/buyer-inputs-panel";
import { CancellationRequestPanel } from "~/components/admin/cancellation-request-panel";
import { CancelOrderPanel } from "~/components/admin/cancel-order";
import { DispatchPanel } from "~/components/admin/dispatch-panel";
import { DocumentsPanel } from "~/components/admin/documents-panel";
import { orderDocuments } from "~/features/documents/server/read.server";
import { NotesPanel } from "~/components/admin/notes-panel";
import { OrderLinkPanel } from "~/components/admin/order-link-panel";
import { resendOrderLinks } from "~/features/order-page/server/find-orders.server";
import { OrderSummary } from "~/components/admin/order-summary";
import { OrderTimeline } from "~/components/admin/order-timeline";
import { RefundPanel } from "~/components/admin/refund-panel";
import { ReviewForm } from "~/components/admin/review-form";
import { ActionMessages, Panel } from "~/components/admin/ui";
import { WhatsappPanel } from "~/components/admin/whatsapp-panel";
import { requestContext, servicesContext } from "~/context.server";
import type { ActionResult } from "~/features/operators/contract";
import { consolePost } from "~/features/operators/server/guard.server";
import { notFound, UUID } from "~/features/operators/server/not-found.server";
import { preorderAction } from "~/features/operators/server/preorder-actions.server";
import { preorderPage } from "~/features/operators/server/preorder-page.server";
import type { Route } from "./+types/preorder";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.order.reference ?? "Pre-order"} · Luxid console` },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const { database, env } = context.get(servicesContext);
  const page = await preorderPage(database.db, params.id, env.DELIVERY_START);
  if (!page) throw notFound("No such pre-order");
  return { ...page, documents: await orderDocuments(database.db, page.order.id) };
}

/** POST: the page's operator actions (see preorderAction), each written to the audit log. */
export async function action({ params, context }: Route.ActionArgs) {
  if (!UUID.test(params.id)) throw notFound("No such pre-order");
  const services = context.get(servicesContext);
  const post = consolePost(context);
  // The buyer lost the order's link: e-mail it again (with the address's other orders), audited.
  // The orders feature holds the links, so the route asks it (operators never import orders).
  if (post.form.get("intent") === "resend-link") {
    if (
      !(await resendOrderLinks(services.database.db, {
        preorderId: params.id,
        operatorEmail: post.operator.email,
      }))
    ) {
      throw notFound("No such pre-order");
    }
    context.get(requestContext).afterResponse(() => services.notifications.outbox.wake());
    return {
      intent: "resend-link",
      field: null,
      error: null,
      message: "The order link is on its way to the buyer's e-mail address.",
    } satisfies ActionResult;
  }
  return preorderAction(services, context.get(requestContext), { id: params.id, ...post });
}

export default function PreorderDetail({ loaderData: d, actionData }: Route.ComponentProps) {
  const result: ActionResult | undefined = actionData;
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
        <CancellationRequestPanel
          requestedAt={d.order.cancellationRequestedAt}
          reason={d.order.cancellationReason}
          canCancel={d.canCancel}
        />
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
              <ReviewForm preorderId={d.order.id} result={review} />
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
      <OrderLinkPanel result={result} />
      <RefundPanel data={d.refundPanel} result={result} />
      <DocumentsPanel documents={d.documents} />
      {d.canCancel ? <CancelOrderPanel preorderId={d.order.id} /> : null}
      <OrderTimeline detail={d} />
      <WhatsappPanel whatsapp={d.whatsapp} />
      <NotesPanel notes={d.notes} result={result} />
    </div>
  );
}
