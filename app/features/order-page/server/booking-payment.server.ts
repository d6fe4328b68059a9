import { eq } from "drizzle-orm";
import { preorders } from "../../../../db/schema";
import type { AppServices } from "~/context.server";
import { checkoutFor } from "~/features/fulfilment/server/balance-payment.server";
import type { CreatePaymentResponse } from "~/features/payments/contract";
import type { ApiError } from "~/lib/api-error";
import { createPaymentOrder } from "~/features/payments/server/create-order.server";
import { paymentDeps } from "~/features/payments/server/payment-deps.server";
import type { BookingAnswer } from "../contract";

/**
 * "Pay the booking" on the order page: the same payment creation as the pre-order page's (one
 * gateway order per pre-order, for the stored booking amount; a paid, parked, lapsed or cancelled
 * order is refused), then checkout in the browser or the hosted payment page without JavaScript.
 * Null: no such order.
 */
export async function bookingAction(
  services: AppServices,
  reference: string,
  token: string,
): Promise<{ status: number; booking: BookingAnswer } | null> {
  const [p] = await services.database.db
    .select({ id: preorders.id, reference: preorders.reference, currency: preorders.currency })
    .from(preorders)
    .where(eq(preorders.reference, reference));
  if (!p) return null;
  const created = await createPaymentOrder(paymentDeps(services), p.id);
  if (created.status !== 200) {
    const { error } = created.body as ApiError;
    return { status: created.status, booking: { checkout: null, error } };
  }
  const order = created.body as CreatePaymentResponse;
  const checkout = checkoutFor(
    services,
    p,
    { gatewayOrderId: order.orderId, amount: order.amount },
    token,
    `Booking of order ${p.reference}`,
  );
  return { status: 200, booking: { checkout, error: null } };
}
