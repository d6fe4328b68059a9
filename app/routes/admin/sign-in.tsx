import { Form, data, redirect, useActionData } from "react-router";
import { z } from "zod";
import { ConsoleCard } from "~/components/admin/console-card";
import { FieldError, buttonClass, inputClass } from "~/components/admin/ui";
import { tooManyRequests } from "~/features/operators/contract";
import { requestSignInLink } from "~/features/operators/server/sign-in.server";
import { findSession, readSessionSecret, sessionPolicy } from "~/features/operators/server/session.server";
import { requestContext, servicesContext } from "~/features/app-context.server";
import type { Route } from "./+types/sign-in";

export const meta: Route.MetaFunction = () => [
  { title: "Console sign-in · Luxid" },
  { name: "robots", content: "noindex, nofollow" },
];

/** A refused request's Retry-After reaches the page's own response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

const signInSchema = z.object({ email: z.email("Enter an e-mail address").max(254) });

type SignInAnswer = { sent: boolean; field: "email" | null; error: string | null };

/** GET /admin: the sign-in form, or straight to the dashboard with a live session. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, env } = context.get(servicesContext);
  const secret = readSessionSecret(request);
  if (secret && (await findSession(database.db, secret, sessionPolicy(env)))) {
    throw redirect("/admin/dashboard");
  }
  return null;
}

/**
 * POST /admin: asks for a sign-in link. The link is sent by the outbox worker, not here, so the
 * answer is the same page in the same time for any valid address; over a limit (per address or
 * per client) the page says when to try again, with a 429 and Retry-After.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { database, env, notifications, log } = context.get(servicesContext);
  const { clientIp, afterResponse } = context.get(requestContext);
  const form = await request.formData();
  const parsed = signInSchema.safeParse({ email: form.get("email") });
  if (!parsed.success) {
    return data<SignInAnswer>(
      { sent: false, field: "email", error: parsed.error.issues[0]!.message },
      { status: 400 },
    );
  }
  const outcome = await requestSignInLink(database.db, {
    email: parsed.data.email,
    clientIp,
    limitClient: !env.RATE_LIMIT_DISABLED,
  });
  if (!outcome.ok) {
    // The address is not logged: limits count digests, and the log needs none of it.
    log.warn({ code: "sign_in_rate_limited" }, "sign-in link request over its limit");
    return data<SignInAnswer>(
      {
        sent: false,
        field: null,
        error: tooManyRequests(outcome.retryAfterSeconds),
      },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  // Sent at once, but after the answer is out: nothing the worker does for an operator's
  // address (the link, the e-mail) can lengthen this response.
  afterResponse(() => notifications.outbox.wake());
  return data<SignInAnswer>({ sent: true, field: null, error: null });
}

export default function SignIn() {
  const result = useActionData<typeof action>();
  const fieldError = result?.field === "email" ? (result.error ?? undefined) : undefined;
  const pageError = result && !result.sent && result.field === null ? result.error : null;
  return (
    <ConsoleCard title="Sign in">
      {result?.sent ? (
        <p role="status" className="text-mist-100">
          If that address belongs to an operator, a sign-in link is on its way. It works once, for 15 minutes.
        </p>
      ) : (
        <Form method="post" className="space-y-4" noValidate>
          {pageError ? (
            <p role="alert" className="text-danger-400">
              {pageError}
            </p>
          ) : null}
          <div>
            <label htmlFor="email" className="mb-1 block text-mist-100">
              Work e-mail
            </label>
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="email"
              required
              className={inputClass}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? "email-error" : undefined}
            />
            <FieldError id="email-error" message={fieldError} />
          </div>
          <button type="submit" className={buttonClass}>
            E-mail me a sign-in link
          </button>
        </Form>
      )}
    </ConsoleCard>
  );
}
