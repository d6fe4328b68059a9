import { data } from "react-router";
import AddressFormIsland from "~/components/orders/address-form.island";
import BalancePaymentIsland from "~/components/orders/balance-payment.island";
import { OrderDetails } from "~/components/orders/order-details";
import { PrescriptionRefused } from "~/components/orders/prescription-refused";
import PrescriptionFormIsland from "~/components/orders/prescription-form.island";
import { RingSizeForm } from "~/components/orders/ring-size-form";
import { loadRingSize } from "~/features/fulfilment/server/ring-size.server";
import { loadBuyerForms } from "~/features/fulfilment/server/buyer-forms.server";
import { OrderProgressSection } from "~/components/orders/order-progress";
import { orderProgress } from "~/features/fulfilment/server/order-progress.server";
import { loadOrderPage } from "~/features/orders/server/order-page.server";
import { orderPageAction } from "~/features/orders/server/order-actions.server";
import { servicesContext } from "~/features/app-context.server";
import { BookingReturnNotice } from "~/components/orders/booking-return";
import BookingPaymentIsland from "~/components/orders/booking-payment.island";
import { ISLAND_PAGE } from "~/lib/static-page";
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
  const [order, buyerForms, progress, ringSize] = await Promise.all([
    loadOrderPage(services.database.db, reference, {
      dueDays: services.env.BALANCE_DUE_DAYS,
      timeZone: services.env.SHOP_TIME_ZONE,
    }),
    loadBuyerForms(services.database.db, reference),
    orderProgress(services.database.db, reference, services.env.DELIVERY_START),
    loadRingSize(services.database.db, reference),
  ]);
  if (!order || !buyerForms) throw data(null, { status: 404 });
  const search = new URL(args.request.url).searchParams;
  // How a payment made from this page ended, as the gateway's return sent the buyer back.
  const returned = { balance: search.get("balance"), booking: search.get("booking") };
  const { paymentsMode } = services.config;
  return { order, token, buyerForms, progress, ringSize, returned, paymentsMode };
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
      progress={
        // A closed order has no delivery ahead of it: its steps would promise one.
        loaderData.progress && !order.closed ? <OrderProgressSection progress={loaderData.progress} /> : null
      }
      booking={
        order.bookingDue !== null ? (
          <BookingPaymentIsland
            amount={order.bookingDue}
            currency={order.currency}
            formAction={formAction}
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
            formAction={formAction}
            answer={actionData && "balance" in actionData ? actionData.balance : undefined}
            paymentsMode={loaderData.paymentsMode}
            returned={loaderData.returned.balance}
          />
        ) : null
      }
    >
      {loaderData.ringSize && (
        <RingSizeForm
          state={loaderData.ringSize}
          formAction={formAction}
          answer={actionData && "ringSize" in actionData ? actionData.ringSize : undefined}
        />
      )}
      {buyerForms.prescription && !order.closed ? (
        <PrescriptionFormIsland state={buyerForms.prescription} formAction={formAction} answer={buyerForm} />
      ) : (
        <PrescriptionRefused answer={buyerForm} />
      )}
      <AddressFormIsland state={buyerForms.address} formAction={formAction} answer={buyerForm} />
    </OrderDetails>
  );
}
