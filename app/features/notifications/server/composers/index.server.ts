import type { OrderKind } from "../enqueue.server";
import { BOOKING_COMPOSERS } from "./booking.server";
import { FULFILMENT_COMPOSERS } from "./fulfilment.server";
import type { OrderComposer } from "./shared.server";

export type { OrderComposer } from "./shared.server";

/** Every kind of e-mail about an order and how it is written: the record's type lists them all. */
export const ORDER_COMPOSERS: Record<OrderKind, OrderComposer> = {
  ...BOOKING_COMPOSERS,
  ...FULFILMENT_COMPOSERS,
};
