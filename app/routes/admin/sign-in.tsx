import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data, redirect } from "react-router";
import { ConsoleCard } from "~/components/admin/console-card";
import { FieldError, buttonClass, inputClass } from "~/components/admin/ui";
import { useConsoleForm } from "~/components/admin/use-console-form";
import { signInForm, tooManyRequests } from "~/features/operators/contract";
import { isKnownDevice } from "~/features/operators/server/known-device.server";
import { requestSignInLink } from "~/features/operators/server/sign-in.server";
import { findSession, readSessionSecret, sessionPolicy } from "~/features/operators/server/session.server";
import { requestContext, servicesContext } from "~/context.server";
import { STATIC_PAGE } from "~/lib/static-page";
import type { Route } from "./+types/sign-in";

/** Sent without React Router's scripts, as every console page (ADR 032). */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = () => [
  { title: "Console sign-in · Luxid" },
  { name: "robots", content: "noindex, nofollow" },
];

/** A refused request's Retry-After reaches the page's own response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

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
 * answer is the same page in the same time for any valid address; over a limit of this client's
 * (per client, per address from this client) the page says when to try again, with a 429 and
 * Retry-After.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { database, env, notifications, log } = context.get(servicesContext);
  const { clientIp, afterResponse } = context.get(requestContext);
  const submission = parseWithZod(await request.formData(), { schema: signInForm });
  if (submission.status !== "success") {
    return data({ sent: false, reply: submission.reply() }, { status: 400 });
  }
  const outcome = await requestSignInLink(database.db, {
    email: submission.value.email,
    clientIp,
    limitClient: !env.RATE_LIMIT_DISABLED,
    knownDevice: await isKnownDevice(database.db, request, submission.value.email),
  });
  if (!outcome.ok) {
    // The address is not logged: limits count digests, and the log needs none of it.
    log.warn({ code: "sign_in_rate_limited" }, "sign-in link request over its limit");
    return data(
      { sent: false, reply: submission.reply({ formErrors: [tooManyRequests(outcome.retryAfterSeconds)] }) },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  // Sent at once, but after the answer is out: nothing the worker does for an operator's
  // address (the link, the e-mail) can lengthen this response.
  afterResponse(() => notifications.outbox.wake());
  return data({ sent: true, reply: submission.reply({ resetForm: true }) });
}

export default function SignIn({ actionData }: Route.ComponentProps) {
  const [form, fields] = useConsoleForm("sign-in", signInForm, actionData?.reply);
  return (
    <ConsoleCard title="Sign in">
      {actionData?.sent ? (
        <p role="status" className="text-mist-100">
          If that address belongs to an operator, a sign-in link is on its way. It works once, for 15 minutes.
        </p>
      ) : (
        <Form method="post" className="space-y-4" {...getFormProps(form)}>
          <FieldError id={form.errorId} message={form.errors?.[0]} />
          <div>
            <label htmlFor={fields.email.id} className="mb-1 block text-mist-100">
              Work e-mail
            </label>
            <input
              {...getInputProps(fields.email, { type: "email" })}
              autoComplete="email"
              className={inputClass}
            />
            <FieldError id={fields.email.errorId} message={fields.email.errors?.[0]} />
          </div>
          <button type="submit" className={buttonClass}>
            E-mail me a sign-in link
          </button>
        </Form>
      )}
    </ConsoleCard>
  );
}
