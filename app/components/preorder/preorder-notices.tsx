import { Icon } from "~/components/icon/icon";
import type { Currency } from "~/lib/regions";
import type { DeliveryWords } from "~/lib/root-data";

/** The delivery and payment-security notices. */
export function PreorderNotices({ delivery, currency }: { delivery: DeliveryWords; currency: Currency }) {
  return (
    <ul className="grid gap-3 text-sm">
      <li className="flex gap-3 rounded-xl border border-white/8 bg-white/[0.025] p-3.5">
        <Icon name="calendar-clock" aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-300" />
        <span className="text-mist-300">
          <span className="font-semibold text-white">Deliveries from {delivery.startWords}.</span> First come,
          first served: your booking sets your place in the queue.
        </span>
      </li>
      <li className="flex gap-3 rounded-xl border border-white/8 bg-white/[0.025] p-3.5">
        <Icon name="shield-check" aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-400" />
        <span className="text-mist-300">
          <span className="font-semibold text-white">Secure payments by Razorpay.</span>{" "}
          {currency === "INR" ? "Pay by card, UPI or wallet." : "Pay by card."}
        </span>
      </li>
    </ul>
  );
}
