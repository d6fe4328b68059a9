import { data, redirect } from "react-router";
import type { AppServices } from "~/features/app-context.server";
import { isBuyerFormIntent } from "~/features/fulfilment/contract";
import { RING_SIZE_CHANGE_INTENT } from "~/features/fulfilment/ring-size-contract";
import { balanceAction, balanceIntent } from "~/features/fulfilment/server/balance-payment.server";
import { submitBuyerForm } from "~/features/fulfilment/server/buyer-forms.server";
import { changeRingSize } from "~/features/fulfilment/server/ring-size.server";
import { SUPPLY_ADDRESS_INTENT } from "~/features/documents/supply-address-contract";
import { saveSupplyAddress } from "~/features/documents/server/supply-address.server";
import { BOOKING_PAY_INTENT } from "../contract";
import { bookingAction } from "./booking-payment.server";
import { MAX_CANCELLATION_REASON, requestCancellation } from "./order-page.server";

/**
 * The order page's forms, chosen by their `intent`: the balance and booking payments, the ring
 * size, the prescription and address, and the cancellation request. Each posts as a document
 * (so it works without JavaScript); a saved form redirects back to its place on the page.
 */
export async function orderPageAction(
  services: AppServices,
  { reference, token, form }: { reference: string; token: string; form: FormData },
) {
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
  // "Pay the booking" while it is unpaid: the pre-order's one gateway order.
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
  // The PIN code, state and city of an Indian address that names no single state (the invoice's).
  if (intent === SUPPLY_ADDRESS_INTENT) {
    const result = await saveSupplyAddress(services.database.db, reference, form);
    if (result.ok) throw redirect(`${services.orderLinks.path(reference)}#supply-address`, { status: 303 });
    if (!result.answer) throw data(null, { status: result.status });
    return data({ supplyAddress: result.answer }, { status: result.status });
  }
  if (intent !== "cancel") {
    return data({ error: "Unknown action", field: "intent" }, { status: 400 });
  }
  return cancellationRequest(services, reference, form.get("reason"));
}

/** "Request cancellation": recorded once, then the page (post/redirect/get) shows the request. */
async function cancellationRequest(
  services: AppServices,
  reference: string,
  reason: FormDataEntryValue | null,
) {
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
  // A reload does not ask again, and the page shows the recorded request.
  throw redirect(services.orderLinks.path(reference), { status: 303 });
}
