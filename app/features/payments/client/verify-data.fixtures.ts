import type { VerifyData } from "../verify-contract";

/** A paid booking as POST /api/payments/verify answers it: the tests' one example. */
export const PAID_BOOKING: VerifyData = {
  status: "SUCCESS",
  preorder_id: "p",
  currency: "INR",
  items: [{ product_id: "glasses", name: "Vue Glass", quantity: 1, line_total: 2_799_900 }],
  subtotal: 2_799_900,
  bundle_discount: 0,
  total: 2_799_900,
  includes_glasses: true,
  booking_paid: 560_000,
  remaining: 2_239_900,
  accessory_credit: 168_000,
  queue_position: 3,
  delivery_window: null,
  confirmation_email: "sent",
  reference: "LX-7K3Q9M",
  order_url: "/orders/LX-7K3Q9M?t=x",
};
