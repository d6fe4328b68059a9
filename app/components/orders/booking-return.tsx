import { ORDER_ANCHORS } from "~/lib/order-answer";
import { BOOKING_RETURN_STATES, type BookingReturnState } from "~/features/order-page/contract";

/** What the buyer reads after a booking payment made from this page came back (`?booking=`). */
const RETURN_TEXT: Record<BookingReturnState, string> = {
  paid: "Thank you: your booking is paid.",
  failed: "The payment did not go through, and nothing was charged. You can try again.",
  pending:
    "We could not confirm your payment with the gateway yet. It will show here once it does; please do not pay twice.",
  refused: "That payment could not be checked. Nothing changed; please try again.",
  review: "The amount we received differs from your booking. Our team will review it and contact you.",
};

/** What `?booking=` (`returned`) says about a payment made from this page, or null. */
export function bookingReturn(returned: string | null): { paid: boolean; text: string } | null {
  if (!(BOOKING_RETURN_STATES as readonly string[]).includes(returned ?? "")) return null;
  return { paid: returned === "paid", text: RETURN_TEXT[returned as BookingReturnState] };
}

/** Once the booking is no longer payable: how the payment made from this page ended, if it just did. */
export function BookingReturnNotice({ returned }: { returned: string | null }) {
  const notice = bookingReturn(returned);
  if (!notice) return null;
  const tone = notice.paid
    ? "border-success-400/40 text-success-400"
    : "border-warning-400/40 text-warning-400";
  return (
    <p
      id={ORDER_ANCHORS.booking}
      role="status"
      className={`mt-6 rounded-2xl border p-5 ${tone}`}
      data-print-hide
    >
      {notice.text}
    </p>
  );
}
