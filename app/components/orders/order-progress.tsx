import { Icon } from "~/components/icon/icon";
import type { OrderProgress } from "~/features/fulfilment/shipping-contract";
import { windowTitle } from "~/lib/delivery-window";

// One formatter for the module, as the order page's other dates (UTC calendar days).
const longDate = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" });

/**
 * The order's way to the buyer's door: each step with the day it happened (booking, balance link,
 * balance, dispatch with the carrier and tracking number, delivery), and the window expected for
 * delivery until it ships.
 */
export function OrderProgressSection({ progress }: { progress: OrderProgress }) {
  return (
    <section aria-labelledby="progress-title" className="mt-6 rounded-2xl border border-white/10 p-5">
      <h2 id="progress-title" className="font-display text-xl font-semibold text-white">
        Delivery
      </h2>
      {progress.window ? (
        <p className="mt-2 text-mist-100" data-testid="delivery-window">
          Expected delivery:{" "}
          <strong className="font-semibold text-white">{windowTitle(progress.window)}</strong>
        </p>
      ) : null}
      <ol className="mt-4 grid gap-3" data-testid="order-steps">
        {progress.steps.map((step) => (
          <li key={step.key} className="flex gap-3" data-step={step.key} data-done={step.at ? "" : undefined}>
            {step.at ? (
              <Icon
                name="circle-check"
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-success-400"
              />
            ) : (
              <Icon
                name="circle-dashed"
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-mist-400"
              />
            )}
            <span>
              <span className={step.at ? "font-semibold text-white" : "text-mist-300"}>{step.label}</span>
              <span className="block text-sm text-mist-300">
                {step.at ? longDate.format(new Date(step.at)) : "Not yet"}
              </span>
              {step.detail ? <span className="block text-sm text-mist-100">{step.detail}</span> : null}
              {step.link ? (
                <a
                  href={step.link}
                  rel="noopener noreferrer"
                  className="text-sm font-semibold text-brand-300 underline underline-offset-4"
                >
                  Track your parcel
                </a>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
