import { data, isRouteErrorResponse } from "react-router";
import AddressFormIsland from "~/components/orders/address-form.island";
import BalancePaymentIsland from "~/components/orders/balance-payment.island";
import { OrderDetails } from "~/components/orders/order-details";
import { PlainLensesNote, PrescriptionRefused } from "~/components/orders/prescription-refused";
import PrescriptionFormIsland from "~/components/orders/prescription-form.island";
import { RingSizeForm } from "~/components/orders/ring-size-form";
import { loadRingSize } from "~/features/fulfilment/server/ring-size.server";
import { loadBuyerForms } from "~/features/fulfilment/server/buyer-forms.server";
import { OrderProgressSection } from "~/components/orders/order-progress";
import { orderProgress } from "~/features/fulfilment/server/order-progress.server";
import { loadOrderPage } from "~/features/order-page/server/order-page.server";
import { orderPageAction } from "~/features/order-page/server/order-actions.server";
import { servicesContext } from "~/context.server";
import { BookingReturnNotice } from "~/components/orders/booking-return";
import BookingPaymentIsland from "~/components/orders/booking-payment.island";
import { ISLAND_PAGE } from "~/lib/static-page";
import { WhatsappUpdates } from "~/components/orders/whatsapp-updates";
import { whatsappChoice } from "~/features/notifications/server/whatsapp/consent.server";
import { whatsappUpdatesOn } from "~/lib/env.server";
import { atAnswer, ORDER_ANCHORS } from "~/lib/order-answer";
import { FIND_ORDERS_PATH } from "~/lib/find-orders";
import { buttonClass } from "~/components/ui/button";
import { OrderDocuments } from "~/components/orders/order-documents";
import { orderDocumentsByReference } from "~/features/documents/server/read.server";
import { supplyAddressState } from "~/features/documents/server/supply-address.server";
import { SupplyAddressForm } from "~/components/orders/supply-address-form";
import { documentPaths } from "~/lib/document-links";
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
  const [order, buyerForms, progress, ringSize, whatsapp, issued, supplyAddress] = await Promise.all([
    loadOrderPage(services.database.db, reference, {
      dueDays: services.env.BALANCE_DUE_DAYS,
      timeZone: services.env.SHOP_TIME_ZONE,
    }),
    loadBuyerForms(services.database.db, reference),
    orderProgress(services.database.db, reference, services.env.DELIVERY_START),
    loadRingSize(services.database.db, reference),
    whatsappChoice(services.database.db, reference),
    orderDocumentsByReference(services.database.db, reference),
    supplyAddressState(services.database.db, reference),
  ]);
  if (!order || !buyerForms || !whatsapp) throw data(null, { status: 404 });
  const search = new URL(args.request.url).searchParams;
  // How a payment made from this page ended, as the gateway's return sent the buyer back.
  const returned = { balance: search.get("balance"), booking: search.get("booking") };
  // An action that just went through and redirected here (a cancellation).
  const done = search.get("done");
  const { paymentsMode } = services.config;
  const whatsappSending = whatsappUpdatesOn(services.env);
  const pagePath = services.orderLinks.path(reference);
  const documents = issued.map((d) => ({ ...d, paths: documentPaths(pagePath, d.number) }));
  return {
    order,
    token,
    buyerForms,
    progress,
    ringSize,
    returned,
    done,
    paymentsMode,
    whatsapp,
    whatsappSending,
    documents,
    supplyAddress,
  };
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

/**
 * A wrong, cut or unknown order link: the same answer for each (nothing is learnt by guessing),
 * and the way to get the link again.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) {
    return (
      <section className="container-page py-24 text-center">
        <title>Something went wrong | Luxid</title>
        <h1 className="font-display text-4xl font-semibold text-white">Something went wrong</h1>
        <p className="mt-4 text-mist-300">
          Please refresh the page. If it keeps happening, write to our support team.
        </p>
      </section>
    );
  }
  return (
    <section className="container-page max-w-xl py-20 md:py-28">
      <title>Order link not recognised | Luxid</title>
      <meta name="robots" content="noindex" />
      <h1 className="font-display text-4xl font-semibold text-white">
        This order link does not open an order
      </h1>
      <p className="mt-4 text-lg text-mist-300">
        The link may have been cut short when it was copied, or it belongs to another order. We can e-mail you
        a fresh link to every order on your address.
      </p>
      <a href={FIND_ORDERS_PATH} className={buttonClass("primary", "lg", "mt-8")}>
        Find my orders
      </a>
    </section>
  );
}
