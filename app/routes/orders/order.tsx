import { data, redirect } from "react-router";
import { AddressForm } from "~/components/orders/address-form";
import { BalancePayment } from "~/components/orders/balance-payment";
import { OrderDetails } from "~/components/orders/order-details";
import { PrescriptionForm } from "~/components/orders/prescription-form";
import { RingSizeForm } from "~/components/orders/ring-size-form";
import { RING_SIZE_CHANGE_INTENT } from "~/features/fulfilment/ring-size-contract";
import { changeRingSize, loadRingSize } from "~/features/fulfilment/server/ring-size.server";
import { isBuyerFormIntent } from "~/features/fulfilment/contract";
import { loadBuyerForms, submitBuyerForm } from "~/features/fulfilment/server/buyer-forms.server";
import { OrderProgressSection } from "~/components/orders/order-progress";
import { orderProgress } from "~/features/fulfilment/server/order-progress.server";
import {
  MAX_CANCELLATION_REASON,
  loadOrderPage,
  requestCancellation,
} from "~/features/orders/server/order-page.server";
import { servicesContext } from "~/features/app-context.server";
import { BookingPayment, BookingReturnNotice } from "~/components/orders/booking-payment";
import { BOOKING_PAY_INTENT } from "~/features/orders/contract";
import { bookingAction } from "~/features/orders/server/booking-payment.server";
import { balanceAction, balanceIntent } from "~/features/fulfilment/server/balance-payment.server";
import printStylesheet from "~/styles/order-print.css?url";
import type { Route } from "./+types/order";

// Cache-Control: private, no-store and X-Robots-Tag: noindex are set for every /orders response
// (404s included) by the server (server/app.ts).

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: printStylesheet, media: "print" },
];

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
    loadOrderPage(services.database.db, reference),
    loadBuyerForms(services.database.db, reference),
    orderProgress(services.database.db, reference, services.env.DELIVERY_START),
    loadRingSize(services.database.db, reference),
  ]);
  if (!order || !buyerForms) throw data(null, { status: 404 });
  return { order, token, buyerForms, progress, ringSize };
}

/** The "request cancellation" form: a plain POST, so it works without JavaScript. */
export async function action(args: Route.ActionArgs) {
  const { services, reference, token } = authorised(args);
  const form = await args.request.formData();
  const intent = form.get("intent");
  // The balance payment's form (its own component and feature).
  const balance = balanceIntent(form);
  if (balance) {
    const result = await balanceAction(services, reference, balance, form, token);
    if (!result) throw data(null, { status: 404 });
    return data({ balance: result.balance }, { status: result.status });
  }
  // VueRING's ring size (its own component and form), changeable until dispatch.
  if (intent === RING_SIZE_CHANGE_INTENT) {
    const result = await changeRingSize(services.database.db, reference, form);
    if (result.ok) throw redirect(`${services.orderLinks.path(reference)}#ring-size`, { status: 303 });
    if (result.status === 404) throw data(null, { status: 404 });
    return data({ ringSize: result.answer }, { status: result.status });
  }
  // "Pay the booking" while it is unpaid: the pre-order's one gateway order (features/orders).
  if (intent === BOOKING_PAY_INTENT) {
    const result = await bookingAction(services, reference, token);
    if (!result) throw data(null, { status: 404 });
    return data(
      { booking: result.booking },
      { status: result.status, headers: result.status === 503 ? { "Retry-After": "5" } : {} },
    );
  }
  // The prescription and the address correction (features/fulfilment), saved or refused there.
  if (isBuyerFormIntent(intent)) {
    const result = await submitBuyerForm(services.database.db, reference, intent, form);
    if (result.ok) {
      if (result.notify) void services.notifications.outbox.drain();
      throw redirect(`${services.orderLinks.path(reference)}#${result.anchor}`, { status: 303 });
    }
    if (result.status === 404) throw data(null, { status: 404 });
    return data({ buyerForm: result.answer }, { status: result.status });
  }
  if (intent !== "cancel") {
    return data({ error: "Unknown action", field: "intent" }, { status: 400 });
  }
  const reason = form.get("reason");
  if (typeof reason === "string" && reason.length > MAX_CANCELLATION_REASON) {
    return data(
      { error: `Please keep the reason under ${MAX_CANCELLATION_REASON} characters`, field: "reason" },
      { status: 400 },
    );
  }
  const outcome = await requestCancellation(
    services.database.db,
    reference,
    typeof reason === "string" ? reason : "",
  );
  if (outcome === "not_found") throw data(null, { status: 404 });
  if (outcome === "recorded") void services.notifications.outbox.drain();
  if (outcome === "not_cancellable") {
    return data(
      {
        error: "This order can no longer be cancelled from this page. Please contact support.",
        field: "intent",
      },
      { status: 409 },
    );
  }
  // Post/redirect/get: a reload does not ask again, and the page shows the recorded request.
  throw redirect(services.orderLinks.path(reference), { status: 303 });
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
          <BookingPayment
            amount={order.bookingDue}
            currency={order.currency}
            formAction={formAction}
            answer={actionData && "booking" in actionData ? actionData.booking : undefined}
          />
        ) : (
          <BookingReturnNotice />
        )
      }
      balance={
        order.balance ? (
          <BalancePayment
            panel={order.balance}
            formAction={formAction}
            answer={actionData && "balance" in actionData ? actionData.balance : undefined}
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
      {buyerForms.prescription && !order.closed && (
        <PrescriptionForm state={buyerForms.prescription} formAction={formAction} answer={buyerForm} />
      )}
      <AddressForm state={buyerForms.address} formAction={formAction} answer={buyerForm} />
    </OrderDetails>
  );
}
