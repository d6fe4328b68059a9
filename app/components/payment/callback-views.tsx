import { Icon, type IconName } from "~/components/icon/icon";
import type { ReactNode } from "react";
import { PREORDER_PERKS, SHIPPING } from "~/content/claims";
import { CALLBACK_TEXT as T } from "~/features/payments/client/callback-text";
import type { VerifyData } from "~/features/payments/contract";
import type { VerifyOutcome } from "~/features/payments/client/verify-client";
import { deliveryStatement, expectedDeliverySentence, windowTitle } from "~/lib/delivery-window";
import { formatMoney } from "~/lib/money";
import { orderName } from "~/lib/order-words";
import { OrderLines } from "~/components/orders/order-lines";

/** What /payment-callback shows. Only verifying and confirming spin, and never past 10 s. */
export type View =
  | { state: "verifying" }
  | { state: "confirming" }
  | { state: "unconfirmed"; reference?: string }
  | { state: "success"; data: VerifyData }
  | { state: "not_completed"; data: VerifyData }
  | { state: "error"; reference?: string }
  | { state: "unknown" }
  | { state: "missing" };

export const isBusy = (view: View) => view.state === "verifying" || view.state === "confirming";

/**
 * The view of one answer taken as it stands, as the page's own form shows it (it asks once, where
 * the page's script asks again): success only on the server's SUCCESS; pending, or no answer at
 * all, is unconfirmed; no such pre-order is unknown; a refusal is an error.
 */
export function answerView(outcome: VerifyOutcome): View {
  switch (outcome.kind) {
    case "answer": {
      const { data } = outcome;
      if (data.status === "SUCCESS") return { state: "success", data };
      if (data.status === "PENDING") return { state: "unconfirmed", reference: data.reference };
      return { state: "not_completed", data };
    }
    case "not_found":
      return { state: "unknown" };
    case "error":
      return { state: "error", ...(outcome.reference ? { reference: outcome.reference } : {}) };
    case "unknown":
      return { state: "unconfirmed" };
  }
}

/**
 * What the callback's words need from the shop's configuration, given as the island's props (an
 * island has no root data): the support address and the delivery start for a success without a window.
 */
export type CallbackFacts = { supportEmail: string; deliveryStart: string };

export function CallbackView({ view, facts }: { view: View; facts: CallbackFacts }) {
  const email = facts.supportEmail;
  switch (view.state) {
    case "success":
      return <Success data={view.data} deliveryStart={facts.deliveryStart} />;
    // These states are their words (`<state>Title`, `<state>Body`) under their icon.
    case "verifying":
    case "confirming":
      return (
        <Heading icon={<Spinner />} title={T[`${view.state}Title`]}>
          {T[`${view.state}Body`]}
        </Heading>
      );
    default: {
      const [name, colour] = STUCK_ICON[view.state];
      const { title, lead, text, reference } = stuckWords(view);
      return (
        <Heading icon={<Icon name={name} aria-hidden="true" className={`size-10 ${colour}`} />} title={title}>
          {lead && <p>{lead}</p>}
          <SupportLine text={text} reference={reference} email={email} />
        </Heading>
      );
    }
  }
}

/** The states where the payment is not (known to be) through: each says what to do and whom to ask. */
type StuckView = Exclude<View, { state: "success" | "verifying" | "confirming" }>;

const STUCK_ICON: Record<StuckView["state"], [IconName, string]> = {
  unconfirmed: ["clock", "text-warning-400"],
  unknown: ["search-x", "text-mist-400"],
  missing: ["search-x", "text-mist-400"],
  not_completed: ["circle-x", "text-danger-400"],
  error: ["circle-alert", "text-warning-400"],
};

/** A stuck state's title, what went wrong (the error's alone), what to do, and the reference to quote. */
function stuckWords(view: StuckView): {
  title: string;
  lead?: string;
  text: string;
  reference?: string | undefined;
} {
  switch (view.state) {
    case "not_completed":
      return {
        title: T.notCompleted(view.data.status),
        text: view.data.status === "NEEDS_REVIEW" ? T.needsReviewBody : T.notCompletedBody,
        reference: view.data.reference,
      };
    case "error":
      return { title: T.errorTitle, lead: T.errorBody, text: T.refusedBody, reference: view.reference };
    case "unconfirmed":
      return { title: T.unconfirmedTitle, text: T.unconfirmedBody, reference: view.reference };
    default:
      return { title: T[`${view.state}Title`], text: T[`${view.state}Body`] };
  }
}

function Heading({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <>
      {icon}
      <p className="mt-6 text-xs font-semibold tracking-[0.2em] text-brand-300 uppercase">Payment</p>
      <h1 className="mt-2 font-display text-3xl font-semibold text-white sm:text-4xl">{title}</h1>
      {/* A new title may take another line: the text under it is drawn afresh (keyed by the
          title) rather than pushed down, which would count as a layout shift. The title itself
          changes in place, so it is not painted as a new, larger element either. */}
      <div key={title} className="mt-4 grid gap-3 text-lg leading-relaxed text-mist-300">
        {children}
      </div>
    </>
  );
}

/** What to do next, with the support address and, when known, the reference to quote. */
function SupportLine({
  text,
  reference,
  email,
}: {
  text: string;
  reference?: string | undefined;
  email: string;
}) {
  return (
    <>
      <p>{text}</p>
      {reference && (
        <p>
          Your reference: <strong className="font-semibold text-white">{reference}</strong>
        </p>
      )}
      {email && (
        <p>
          Support:{" "}
          <a
            href={`mailto:${email}${reference ? `?subject=${encodeURIComponent(`Pre-order ${reference}`)}` : ""}`}
            className="text-brand-300 underline underline-offset-4 hover:text-brand-400"
          >
            {email}
          </a>
        </p>
      )}
    </>
  );
}

function Spinner() {
  return (
    <Icon
      name="loader-circle"
      aria-hidden="true"
      className="size-10 animate-spin text-brand-300 motion-reduce:animate-none"
    />
  );
}

function Success({ data, deliveryStart }: { data: VerifyData; deliveryStart: string }) {
  // The window for this buyer's place in the queue, when the answer carried one.
  const expected = data.delivery_window
    ? { startsOn: data.delivery_window.starts_on, endsOn: data.delivery_window.ends_on }
    : null;
  const money = (minor: number) => formatMoney(minor, data.currency);
  const rows: [string, string][] = [["Subtotal", money(data.subtotal)]];
  if (data.bundle_discount > 0) rows.push(["Bundle discount", `−${money(data.bundle_discount)}`]);
  rows.push(
    ["Order total", money(data.total)],
    ["Booking paid", money(data.booking_paid)],
    ["Remaining, due before dispatch", money(data.remaining)],
  );
  const what = orderName(data.items.map((i) => i.product_id));
  return (
    <>
      <Icon name="circle-check" aria-hidden="true" className="size-10 text-success-400" />
      <p className="mt-6 text-xs font-semibold tracking-[0.2em] text-brand-300 uppercase">Payment</p>
      <h1 className="mt-2 font-display text-3xl font-semibold text-white sm:text-4xl">{T.successTitle}</h1>
      <p className="mt-4 text-lg leading-relaxed text-mist-300">
        Your {what} pre-order is confirmed.{" "}
        {expected ? expectedDeliverySentence(expected) : deliveryStatement(deliveryStart)}
      </p>
      <p className="mt-6 text-mist-300">
        Order reference <strong className="font-semibold text-white">{data.reference}</strong>
      </p>
      {data.queue_position !== null && (
        <p className="mt-6 rounded-2xl border border-brand-400/30 bg-brand-500/10 p-5">
          <span className="block text-sm text-mist-300">Your place in the delivery queue</span>
          <span className="mt-1 block font-display text-4xl font-semibold text-white tabular-nums">
            #{data.queue_position}
          </span>
          {expected && (
            <span className="mt-3 block text-mist-300" data-testid="delivery-window">
              Expected delivery: <strong className="font-semibold text-white">{windowTitle(expected)}</strong>
            </span>
          )}
        </p>
      )}
      <h2 className="mt-8 font-display text-xl font-semibold text-white">Your order</h2>
      <OrderLines
        items={data.items.map((i) => ({
          productId: i.product_id,
          name: i.name,
          quantity: i.quantity,
          lineTotal: i.line_total,
        }))}
        amounts={rows}
        currency={data.currency}
        boxed
      />
      {data.includes_glasses && data.accessory_credit > 0 && (
        <p className="mt-4 rounded-xl bg-brand-500/10 px-4 py-3 text-brand-300">
          {PREORDER_PERKS.accessoryCredit(money(data.accessory_credit))}
        </p>
      )}
      <p className="mt-6 text-sm leading-relaxed text-mist-400">
        {PREORDER_PERKS.balanceHow(data.currency === "INR")} {SHIPPING.balanceLink}{" "}
        {data.includes_glasses ? PREORDER_PERKS.prescriptionLenses : ""}
      </p>
      {data.order_url && (
        <p className="mt-6 text-mist-300" data-print-hide="">
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
