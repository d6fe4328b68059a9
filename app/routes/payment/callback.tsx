import { CircleAlert, CircleCheck, CircleX, LoaderCircle, SearchX } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { toast } from "sonner";
import { DELIVERY, PREORDER_PERKS } from "~/content/claims";
import { formatMoney } from "~/lib/money";
import { CALLBACK_TEXT as T } from "~/features/payments/client/callback-text";
import {
  CONFIRMING_FIRST_MS,
  CONFIRMING_MAX_MS,
  NOT_FOUND_RETRIES,
  NOT_FOUND_STEP_MS,
  paramsFromStorage,
  paramsFromUrl,
  requestVerify,
  type PaymentParams,
  type VerifyData,
} from "~/features/payments/client/verify-client";
import type { Currency } from "~/lib/regions";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/callback";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Payment Status",
    noindex: true,
    description: "The status of your Vue Glass booking payment.",
  });

type View =
  | { state: "verifying" }
  | { state: "confirming" }
  | { state: "success"; data: VerifyData }
  | { state: "not_completed"; data: VerifyData }
  | { state: "error" }
  | { state: "missing" };

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      window.clearTimeout(timer);
      resolve();
    });
  });

/**
 * Asks the server until it knows: SUCCESS only on the server's confirmed answer. A 404 is retried
 * 5 times at 3 s × attempt; a 404 after that, a time-out or a network error shows "We're
 * confirming your payment" and keeps asking (DECISIONS.md §3: unknown is never paid).
 */
async function verifyUntilKnown(
  params: PaymentParams,
  recovered: boolean,
  show: (view: View) => void,
  signal: AbortSignal,
) {
  let notFound = 0;
  let pause = CONFIRMING_FIRST_MS;
  let warned = false;
  while (!signal.aborted) {
    const outcome = await requestVerify(params, recovered);
    if (signal.aborted) return;
    if (outcome.kind === "answer") {
      if (outcome.warning && !warned) {
        warned = true;
        toast.warning(T.warningToast, { description: outcome.warning });
      }
      const { data } = outcome;
      if (data.status === "SUCCESS") {
        show({ state: "success", data });
        if (data.confirmation_email === "sent") toast.success(T.emailSent);
        else if (data.confirmation_email === "failed") {
          toast.error(T.emailFailed, { description: T.emailFailedBody });
        }
        return;
      }
      if (data.status !== "PENDING") {
        show({ state: "not_completed", data });
        return;
      }
      show({ state: "confirming" });
    } else if (outcome.kind === "not_found" && notFound < NOT_FOUND_RETRIES) {
      notFound++;
      await wait(NOT_FOUND_STEP_MS * notFound, signal);
      continue;
    } else if (outcome.kind === "error") {
      show({ state: "error" });
      toast.error(T.errorToast, { description: T.errorBody });
      return;
    } else {
      show({ state: "confirming" });
    }
    await wait(pause, signal);
    pause = Math.min(pause * 2, CONFIRMING_MAX_MS);
  }
}

export default function PaymentCallback() {
  const [view, setView] = useState<View>({ state: "verifying" });

  useEffect(() => {
    const controller = new AbortController();
    const fromUrl = paramsFromUrl(new URLSearchParams(window.location.search));
    let fromStorage: PaymentParams | null = null;
    if (!fromUrl) {
      try {
        fromStorage = paramsFromStorage(window.localStorage);
      } catch {
        fromStorage = null; // storage blocked: nothing to recover
      }
    }
    const params = fromUrl ?? fromStorage;
    if (!params) {
      // After this render: the page was server-rendered as "verifying" and hydrates first.
      queueMicrotask(() => {
        if (controller.signal.aborted) return;
        setView({ state: "missing" });
        toast.error(T.paymentError, { description: T.missingToast });
      });
      return () => controller.abort();
    }
    void verifyUntilKnown(params, !fromUrl, setView, controller.signal);
    return () => controller.abort();
  }, []);

  return (
    <section className="container-page flex justify-center py-16 md:py-24">
      <div className="surface w-full max-w-2xl p-6 sm:p-10" aria-live="polite" aria-busy={busy(view)}>
        <CallbackView view={view} />
        <div className="mt-10 flex flex-wrap items-center gap-4">
          <Link
            to="/"
            className="rounded-full bg-white px-6 py-3 font-semibold text-ink-950 hover:bg-mist-100"
          >
            {T.returnHome}
          </Link>
          {view.state === "not_completed" && view.data.status !== "NEEDS_REVIEW" && (
            <Link
              to="/preorder"
              className="rounded-full border border-brand-400/50 px-6 py-3 font-medium text-brand-300 hover:border-brand-300"
            >
              Try again
            </Link>
          )}
          {(view.state === "error" || view.state === "missing" || view.state === "not_completed") && (
            <Link
              to="/contact"
              className="rounded-full border border-white/15 px-6 py-3 font-medium text-white hover:border-white/35"
            >
              Contact support
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}

const busy = (view: View) => view.state === "verifying" || view.state === "confirming";

function CallbackView({ view }: { view: View }) {
  switch (view.state) {
    case "verifying":
      return (
        <Heading icon={<Spinner />} title={T.verifyingTitle}>
          {T.verifyingBody}
        </Heading>
      );
    case "confirming":
      return (
        <Heading icon={<Spinner />} title={T.confirmingTitle}>
          {T.confirmingBody}
        </Heading>
      );
    case "success":
      return <Success data={view.data} />;
    case "not_completed":
      return (
        <Heading
          icon={<CircleX aria-hidden="true" className="size-10 text-danger-400" />}
          title={T.notCompleted(view.data.status)}
        >
          {view.data.status === "NEEDS_REVIEW" ? T.needsReviewBody : T.notCompletedBody}
        </Heading>
      );
    case "error":
      return (
        <Heading
          icon={<CircleAlert aria-hidden="true" className="size-10 text-warning-400" />}
          title={T.errorTitle}
        >
          <SupportLine text={T.errorBody} />
        </Heading>
      );
    case "missing":
      return (
        <Heading
          icon={<SearchX aria-hidden="true" className="size-10 text-mist-400" />}
          title={T.missingTitle}
        >
          <SupportLine text={T.missingBody} />
        </Heading>
      );
  }
}

function Heading({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <>
      {icon}
      <p className="mt-6 text-xs font-semibold tracking-[0.2em] text-brand-300 uppercase">Payment</p>
      <h1 className="mt-2 font-display text-3xl font-semibold text-white sm:text-4xl">{title}</h1>
      <div className="mt-4 text-lg leading-relaxed text-mist-300">{children}</div>
    </>
  );
}

function SupportLine({ text }: { text: string }) {
  const root = useRouteLoaderData<{ config: { supportEmail: string } }>("root");
  const email = root?.config.supportEmail;
  return (
    <p>
      {text}{" "}
      {email && (
        <>
          Write to{" "}
          <a
            href={`mailto:${email}`}
            className="text-brand-300 underline underline-offset-4 hover:text-brand-400"
          >
            {email}
          </a>
          .
        </>
      )}
    </p>
  );
}

function Spinner() {
  return (
    <LoaderCircle
      aria-hidden="true"
      className="size-10 animate-spin text-brand-300 motion-reduce:animate-none"
    />
  );
}

function Success({ data }: { data: VerifyData }) {
  const money = (minor: number) => formatMoney(minor, data.currency as Currency);
  const rows: [string, string][] = [
    ["Booking paid", money(data.booking_paid)],
    ["Remaining, due at delivery", money(data.remaining)],
  ];
  if (data.accessory_credit > 0) rows.push(["Accessory credit", money(data.accessory_credit)]);
  return (
    <>
      <CircleCheck aria-hidden="true" className="size-10 text-success-400" />
      <p className="mt-6 text-xs font-semibold tracking-[0.2em] text-brand-300 uppercase">Payment</p>
      <h1 className="mt-2 font-display text-3xl font-semibold text-white sm:text-4xl">{T.successTitle}</h1>
      <p className="mt-4 text-lg leading-relaxed text-mist-300">
        Your Vue Glass pre-order is confirmed. {DELIVERY.statement}
      </p>
      {data.queue_position !== null && (
        <p className="mt-8 rounded-2xl border border-brand-400/30 bg-brand-500/10 p-5">
          <span className="block text-sm text-mist-300">Your place in the delivery queue</span>
          <span className="mt-1 block font-display text-4xl font-semibold text-white tabular-nums">
            #{data.queue_position}
          </span>
        </p>
      )}
      <dl className="mt-6 divide-y divide-white/10 rounded-2xl border border-white/10">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-4 px-5 py-4">
            <dt className="text-mist-300">{label}</dt>
            <dd className="font-semibold text-white tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-sm leading-relaxed text-mist-400">
        {PREORDER_PERKS.emi} {data.queue_position !== null ? PREORDER_PERKS.prescriptionLenses : ""}
      </p>
      {data.order_url && (
        <p className="mt-6 text-mist-300">
          Order reference <strong className="font-semibold text-white">{data.reference}</strong>.{" "}
          {/* A full page load: the order page is server-rendered and sends no-store headers. */}
          <a
            href={data.order_url}
            className="font-semibold text-brand-300 underline underline-offset-4"
            data-testid="order-page-link"
          >
            {T.orderPageLink}
          </a>
        </p>
      )}
    </>
  );
}
