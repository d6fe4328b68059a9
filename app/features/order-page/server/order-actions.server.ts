import { data, redirect } from "react-router";
import type { AppServices } from "~/context.server";
import { isBuyerFormIntent } from "~/features/fulfilment/contract";
import { RING_SIZE_CHANGE_INTENT } from "~/features/fulfilment/ring-size-contract";
import { balanceAction, balanceIntent } from "~/features/fulfilment/server/balance-payment.server";
import { submitBuyerForm } from "~/features/fulfilment/server/buyer-forms.server";
import { changeRingSize } from "~/features/fulfilment/server/ring-size.server";
import { SUPPLY_ADDRESS_INTENT } from "~/features/documents/supply-address-contract";
import { saveSupplyAddress } from "~/features/documents/server/supply-address.server";
import { stopWhatsappUpdates } from "~/features/notifications/server/whatsapp/consent.server";
import { WHATSAPP_STOP_INTENT } from "~/features/notifications/whatsapp-contract";
import { buyerCancelsOrder, cancellationPreview } from "~/features/operators/server/cancel-order.server";
import { paymentDeps } from "~/features/payments/server/payment-deps.server";
import { atAnswer, ORDER_ANCHORS } from "~/lib/order-answer";
import {
  BOOKING_PAY_INTENT,
  CANCEL_CONFIRMED_FIELD,
  CANCEL_INTENT,
  CANCELLED_DONE,
  type CancelAnswer,
} from "../contract";
import { bookingAction } from "./booking-payment.server";
import { cancellableOrderId, MAX_CANCELLATION_REASON, requestCancellation } from "./order-page.server";

/**
 * The order page's forms, chosen by their `intent`: the balance and booking payments, the ring
 * size, the prescription and address, and the cancellation. Each posts as a document
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
    if (result.ok)
      throw redirect(atAnswer(services.orderLinks.path(reference), ORDER_ANCHORS.ringSize), { status: 303 });
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
      // A saved correction is confirmed in the answer itself, with what was saved in full.
      if (result.confirmation) return data({ buyerForm: result.confirmation });
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
  // "Stop WhatsApp updates": recorded at once; messages already queued are then not sent.
  if (intent === WHATSAPP_STOP_INTENT) {
    if (!(await stopWhatsappUpdates(services.database.db, reference, "order_page"))) {
      throw data(null, { status: 404 });
    }
    throw redirect(`${services.orderLinks.path(reference)}#whatsapp-updates`, { status: 303 });
  }
  if (intent !== CANCEL_INTENT) {
    return data({ error: "Unknown action", field: "intent" }, { status: 400 });
  }
  const reason = form.get("reason");
  if (typeof reason === "string" && reason.length > MAX_CANCELLATION_REASON) {
    return data(
      { error: `Please keep the reason under ${MAX_CANCELLATION_REASON} characters`, field: "reason" },
      { status: 400 },
    );
  }
  const preorderId = await cancellableOrderId(services.database.db, reference);
  if (preorderId) {
    return cancellation(
      services,
      reference,
      preorderId,
      typeof reason === "string" ? reason.trim() : "",
      form,
    );
  }
  return cancellationRequest(services, reference, reason);
}

const cancelAnswer = (answer: CancelAnswer, status: number) => data({ cancel: answer }, { status });

/**
 * Cancelling before dispatch, in two posts: the first answers the confirmation step, naming what
 * would be refunded now; the second carries that amount back and cancels, refunding at once. If
 * the amount changed meanwhile (a payment settled), the step is shown again with the new amount.
 */
async function cancellation(
  services: AppServices,
  reference: string,
  preorderId: string,
  reason: string,
  form: FormData,
) {
  const preview = await cancellationPreview(services.database.db, preorderId);
  if (!preview) throw data(null, { status: 404 });
  const step = { refund: preview.refund.total, reason };
  const confirmed = form.get(CANCEL_CONFIRMED_FIELD);
  if (confirmed === null) return cancelAnswer({ step, error: null }, 200);
  const amount = typeof confirmed === "string" && /^\d{1,12}$/.test(confirmed) ? Number(confirmed) : NaN;
  if (!Number.isSafeInteger(amount)) {
    return cancelAnswer({ step, error: "Please confirm the cancellation again." }, 400);
  }
  const result = await buyerCancelsOrder(paymentDeps(services), {
    preorderId,
    confirmedRefund: amount,
    reason,
  });
  void services.notifications.outbox.drain();
  // Cancelled; a refund the gateway has not confirmed yet stays reserved and is asked again.
  if (result.ok || result.status === 503 || result.status === 422) {
    throw redirect(
      atAnswer(`${services.orderLinks.path(reference)}&done=${CANCELLED_DONE}`, ORDER_ANCHORS.status),
      {
        status: 303,
      },
    );
  }
  if (result.status === 404) throw data(null, { status: 404 });
  const again = await cancellationPreview(services.database.db, preorderId);
  return cancelAnswer(
    {
      step: again?.cancellable ? { refund: again.refund.total, reason } : null,
      error: again?.cancellable
        ? "What would be refunded has changed since the page was shown. Please check the amount and confirm again."
        : "This order can no longer be cancelled from this page. Please contact support.",
    },
    409,
  );
}

/**
 * "Request cancellation" of a parked payment: recorded once, then the page (post/redirect/get)
 * shows the request.
 */
async function cancellationRequest(
  services: AppServices,
  reference: string,
  reason: FormDataEntryValue | null,
) {
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
  throw redirect(atAnswer(services.orderLinks.path(reference), ORDER_ANCHORS.cancel), { status: 303 });
}
