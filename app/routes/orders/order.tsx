import { data, isRouteErrorResponse } from "react-router";
import AddressFormIsland from "~/components/orders/address-form.island";
import BalancePaymentIsland from "~/components/orders/balance-payment.island";
import { OrderDetails } from "~/components/orders/order-details";
import { OrderLinkNotFound, OrderPageFailed } from "~/components/orders/order-link-not-found";
import { PlainLensesNote, PrescriptionRefused } from "~/components/orders/prescription-refused";
import PrescriptionFormIsland from "~/components/orders/prescription-form.island";
import { RingSizeForm } from "~/components/orders/ring-size-form";
import { OrderProgressSection } from "~/components/orders/order-progress";
import { orderPageAction } from "~/features/order-page/server/order-actions.server";
import { orderPageData } from "~/features/order-page/server/order-page-data.server";
import { servicesContext } from "~/context.server";
import { BookingReturnNotice } from "~/components/orders/booking-return";
import BookingPaymentIsland from "~/components/orders/booking-payment.island";
import { ISLAND_PAGE } from "~/lib/static-page";
import { WhatsappUpdates } from "~/components/orders/whatsapp-updates";
import { atAnswer, ORDER_ANCHORS } from "~/lib/order-answer";
import { OrderDocuments } from "~/components/orders/order-documents";
import { SupplyAddressForm } from "~/components/orders/supply-address-form";
import printStylesheet from "~/styles/order-print.css?url";
import type { Route } from "./+types/order";

// Cache-Control: private, no-store and X-Robots-Tag: noindex are set for every /orders response
// (404s included) by the server (server/app.ts).

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: printStylesheet, media: "print" },
];

// Forms that post as documents; the payments (checkout in the page) are live islands (ADR 027).
export const handle = ISLAND_PAGE;

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [
  { title: loaded ? `Order ${loaded.order.reference} | Luxid` : "Order | Luxid" },
  { name: "robots", content: "noindex, nofollow" },
  // The link's token must not travel to other sites in a Referer header. Not `no-referrer`: under
  // it a browser sends `Origin: null` with the page's own form posts, which origin checks refuse.
  { name: "referrer", content: "same-origin" },
];

/**
 * The token is checked before anything is read, and in constant time: a wrong, missing or guessed
 * token, and an unknown reference, all answer the same 404.
 */
function authorised({ params, request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const services = context.get(servicesContext);
  const token = new URL(request.url).searchParams.get("t");
  if (!services.orderLinks.verify(params.reference, token)) {
    throw data(null, { status: 404 });
  }
  return { services, reference: params.reference, token: token! };
}

export async function loader(args: Route.LoaderArgs) {
  const { services, reference, token } = authorised(args);
  const loaded = await orderPageData(services, reference, new URL(args.request.url));
  if (!loaded) throw data(null, { status: 404 });
  return { ...loaded, token };
}

/** The page's forms (payments, ring size, prescription, address, cancellation): plain POSTs. */
export async function action(args: Route.ActionArgs) {
  const { services, reference, token } = authorised(args);
  return orderPageAction(services, { reference, token, form: await args.request.formData() });
}

export default function OrderPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { order, token, buyerForms } = loaderData;
  const formAction = `/orders/${encodeURIComponent(order.reference)}?t=${encodeURIComponent(token)}`;
  const buyerForm = actionData && "buyerForm" in actionData ? actionData.buyerForm : undefined;
  return (
    <OrderDetails
      order={order}
      formAction={formAction}
      error={actionData && "error" in actionData ? actionData.error : undefined}
      cancel={actionData && "cancel" in actionData ? actionData.cancel : undefined}
      done={loaderData.done}
      progress={
        // A closed order has no delivery ahead of it: its steps would promise one.
        loaderData.progress && !order.closed ? <OrderProgressSection progress={loaderData.progress} /> : null
      }
      booking={
        order.bookingDue !== null ? (
          <BookingPaymentIsland
            amount={order.bookingDue}
            currency={order.currency}
            formAction={atAnswer(formAction, ORDER_ANCHORS.booking)}
            answer={actionData && "booking" in actionData ? actionData.booking : undefined}
            paymentsMode={loaderData.paymentsMode}
            returned={loaderData.returned.booking}
          />
        ) : (
          <BookingReturnNotice returned={loaderData.returned.booking} />
        )
      }
      balance={
        order.balance ? (
          <BalancePaymentIsland
            panel={order.balance}
            formAction={atAnswer(formAction, ORDER_ANCHORS.balance)}
            answer={actionData && "balance" in actionData ? actionData.balance : undefined}
            paymentsMode={loaderData.paymentsMode}
            returned={loaderData.returned.balance}
          />
        ) : null
      }
    >
      <OrderDocuments documents={loaderData.documents} />
      {loaderData.ringSize && (
        <RingSizeForm
          state={loaderData.ringSize}
          formAction={atAnswer(formAction, ORDER_ANCHORS.ringSize)}
          answer={actionData && "ringSize" in actionData ? actionData.ringSize : undefined}
        />
      )}
      {order.plainLenses ? (
        <PlainLensesNote />
      ) : buyerForms.prescription && !order.closed && order.status !== "delivered" ? (
        // Delivered: the lenses came with the glasses, and the prompt has nothing left to ask.
        <PrescriptionFormIsland state={buyerForms.prescription} formAction={formAction} answer={buyerForm} />
      ) : (
        <PrescriptionRefused answer={buyerForm} />
      )}
      <AddressFormIsland state={buyerForms.address} formAction={formAction} answer={buyerForm} />
      <WhatsappUpdates
        choice={loaderData.whatsapp}
        sending={loaderData.whatsappSending}
        formAction={formAction}
      />
      {loaderData.supplyAddress && (
        <SupplyAddressForm
          state={loaderData.supplyAddress}
          formAction={formAction}
          answer={actionData && "supplyAddress" in actionData ? actionData.supplyAddress : undefined}
        />
      )}
    </OrderDetails>
  );
}

/** A wrong, cut or unknown order link answers the same 404 page, with the way to get the link again. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <OrderLinkNotFound /> : <OrderPageFailed />;
}
