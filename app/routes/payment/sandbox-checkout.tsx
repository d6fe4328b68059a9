import { data, redirect } from "react-router";
import SandboxControlsIsland from "~/components/payment/sandbox-controls.island";
import { servicesContext } from "~/context.server";
import { sandboxHostedCheckout } from "~/features/payments/server/balance-return.server";
import { paymentDeps } from "~/features/payments/server/payment-deps.server";
import { formatMoney } from "~/lib/money";
import type { Currency } from "~/lib/regions";
import { ISLAND_PAGE } from "~/lib/static-page";
import type { Route } from "./+types/sandbox-checkout";

export const meta: Route.MetaFunction = () => [
  { title: "Sandbox checkout | Luxid" },
  { name: "robots", content: "noindex, nofollow" },
];

// Only the Pay and Simulate failure form reacts: the page's one live island (ADR 033).
export const handle = ISLAND_PAGE;

/** Exists only while payments run in the sandbox: with Razorpay keys it is a 404. */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.get(servicesContext).payments.sandbox) throw data(null, { status: 404 });
  return null;
}

/** The order page's form arrives here without JavaScript; this page's buttons come back here. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const sandbox = services.payments.sandbox;
  if (!sandbox) throw data(null, { status: 404 });
  const form = await request.formData().catch(() => new FormData());
  const fields = Object.fromEntries(
    [...form.entries()].flatMap(([k, v]) => (typeof v === "string" ? [[k, v] as const] : [])),
  );
  const step = await sandboxHostedCheckout(
    paymentDeps(services),
    (orderId, outcome) => sandbox.simulate(orderId, outcome),
    fields,
  );
  if (step.kind === "not_found") throw data(null, { status: 404 });
  if (step.kind === "redirect") throw redirect(step.location, { status: 303 });
  if (step.kind === "already_paid") return { page: null, error: "This payment is already made." };
  return { page: step, error: null };
}

export default function SandboxCheckout({ actionData }: Route.ComponentProps) {
  const page = actionData?.page;
  return (
    <section className="container-page flex min-h-dvh items-start justify-center py-16">
      <div className="surface w-full max-w-md p-6 sm:p-8" aria-labelledby="sandbox-title">
        <p className="inline-flex rounded-full bg-warning-400 px-3 py-1 text-xs font-bold tracking-[0.18em] text-ink-950">
          TEST MODE
        </p>
        <h1 id="sandbox-title" className="mt-4 font-display text-2xl font-semibold text-white">
          Sandbox checkout
        </h1>
        <p className="mt-2 text-sm text-mist-300">
          No real money moves. This stands in for Razorpay&apos;s payment page while no payment keys are
          configured, and signs its results the way Razorpay does.
        </p>
        {actionData?.error ? (
          <p role="alert" className="mt-4 text-warning-400">
            {actionData.error}
          </p>
        ) : null}
        {page ? (
          <>
            <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl border border-white/10 p-4 text-sm">
              <dt className="text-mist-400">For</dt>
              <dd className="text-right text-mist-50">{page.description || "Balance"}</dd>
              <dt className="text-mist-400">Order</dt>
              <dd className="text-right break-all text-mist-50">{page.orderId}</dd>
              <dt className="text-mist-400">Amount</dt>
              <dd className="text-right text-mist-50 tabular-nums">
                {formatMoney(page.amount, page.currency as Currency)}
              </dd>
            </dl>
            <SandboxControlsIsland
              orderId={page.orderId}
              callbackUrl={page.callbackUrl}
              amount={page.amount}
              currency={page.currency as Currency}
            />
          </>
        ) : actionData?.error ? null : (
          <p className="mt-4 text-mist-300">This page opens from an order&apos;s payment form.</p>
        )}
      </div>
    </section>
  );
}
