import { data, Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { requestContext, servicesContext } from "~/context.server";
import { findOrdersForm } from "~/features/order-page/find-orders-contract";
import { requestOrderLinks } from "~/features/order-page/server/find-orders.server";
import { STATIC_PAGE } from "~/lib/static-page";
import type { Route } from "./+types/find";

// A form that posts as a document: sent without scripts.
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = () => [
  { title: "Find my orders | Luxid" },
  { name: "description", content: "Lost the link to your order? Get every order's link again by e-mail." },
];

/** A refused request's Retry-After reaches the page's own response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

type Answer = { sent: true } | { sent: false; error: string; email: string };

const minutes = (seconds: number) => {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return m === 1 ? "1 minute" : `${m} minutes`;
};

/**
 * POST /find-my-orders: queues one e-mail with a link to every order on the address. The answer is
 * the same page, in the same time, whether or not the address has orders (the outbox worker looks
 * them up and sends nothing for none); over a limit, per address or per client, a 429 says when
 * to try again and nothing is queued.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { database, env, notifications, log } = context.get(servicesContext);
  const { clientIp, afterResponse } = context.get(requestContext);
  const form = await request.formData();
  const field = form.get("email");
  const typed = typeof field === "string" ? field : "";
  const parsed = findOrdersForm.safeParse({ email: typed.trim() });
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? "Enter the e-mail address you ordered with";
    return data<Answer>({ sent: false, error, email: typed.slice(0, 254) }, { status: 400 });
  }
  const outcome = await requestOrderLinks(database.db, {
    email: parsed.data.email,
    clientIp,
    limitClient: !env.RATE_LIMIT_DISABLED,
  });
  if (!outcome.ok) {
    // The address is not logged: the limits count digests, and the log needs none of it.
    log.warn({ code: "find_orders_rate_limited" }, "order links request over its limit");
    return data<Answer>(
      {
        sent: false,
        error: `Too many requests for now. Please try again in ${minutes(outcome.retryAfterSeconds)}.`,
        email: parsed.data.email,
      },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  afterResponse(() => notifications.outbox.wake());
  return data<Answer>({ sent: true });
}

export default function FindMyOrders({ actionData }: Route.ComponentProps) {
  const error = actionData && !actionData.sent ? actionData.error : undefined;
  return (
    <section className="container-page max-w-xl py-14 md:py-20">
      <h1 className="font-display text-4xl font-semibold text-white">Find my orders</h1>
      <p className="mt-4 text-mist-300">
        Lost the link to your order, or it no longer opens? Type the e-mail address you ordered with, and we
        e-mail you a link to every order on it.
      </p>
      {actionData?.sent ? (
        <p role="status" className="mt-8 rounded-2xl border border-success-400/40 p-5 text-mist-100">
          If we have orders for that address, an e-mail with their links is on its way. It can take a few
          minutes; please check your spam folder too.
        </p>
      ) : (
        <Form method="post" reloadDocument noValidate className="mt-8 grid gap-3">
          <label htmlFor="find-email" className="text-sm font-medium text-mist-100">
            Your e-mail address
          </label>
          <input
            id="find-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={actionData && !actionData.sent ? actionData.email : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "find-email-error" : undefined}
            className="block w-full rounded-xl border border-white/15 bg-ink-950/60 px-3 py-2.5 text-base text-white"
          />
          {error ? (
            <p id="find-email-error" role="alert" className="text-danger-400">
              {error}
            </p>
          ) : null}
          <button type="submit" className={buttonClass("primary", "md", "mt-2 w-fit")}>
            E-mail me my order links
          </button>
        </Form>
      )}
    </section>
  );
}
