/**
 * Where the order page answers a buyer's action: at the top of the section whose form was posted,
 * where the answer is written first. Every form on the page posts to the page's address with its
 * section's fragment, and every redirect back after an action (a payment's return, a cancellation)
 * carries one, so the browser lands on the answer with or without JavaScript, instead of at the
 * page's top with the answer a screen or two below. Pure and shared: the payments' returns build
 * the address, the page's sections carry the ids.
 */
export const ORDER_ANCHORS = {
  /** The status band (a cancellation done: the status says so). */
  status: "status",
  booking: "booking",
  balance: "balance",
  ringSize: "ring-size",
  /** "Manage your order": the cancellation's confirmation step and its answers. */
  cancel: "cancel",
} as const;

export type OrderAnchor = (typeof ORDER_ANCHORS)[keyof typeof ORDER_ANCHORS];

/** `path` (an order page's address or a form's action) landing at `anchor`. */
export function atAnswer(path: string, anchor: OrderAnchor): string {
  return `${path}#${anchor}`;
}
