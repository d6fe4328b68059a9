import { data, Form, redirect, useSearchParams } from "react-router";
import { ConsoleCard } from "~/components/admin/console-card";
import { buttonClass } from "~/components/admin/ui";
import { tooManyRequests } from "~/features/operators/contract";
import { audit } from "~/lib/audit-log.server";
import { sameOrigin } from "~/features/operators/server/guard.server";
import { knownDeviceCookie } from "~/features/operators/server/known-device.server";
import { createSession, sessionCookie } from "~/features/operators/server/session.server";
import { consumeSignInLink } from "~/features/operators/server/sign-in.server";
import { requestContext, servicesContext } from "~/context.server";
import { STATIC_PAGE } from "~/lib/static-page";
import type { Route } from "./+types/verify";

/** Sent without React Router's scripts, as every console page (ADR 032). */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = () => [
  { title: "Sign in · Luxid console" },
  { name: "robots", content: "noindex, nofollow" },
];

/** A refusal's Retry-After reaches the page's own response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

type VerifyAnswer = { error: string; limited: boolean };

/**
 * POST /admin/verify: spends the link's token and starts a session. Opening the link (GET) only
 * shows a button, because mail scanners fetch links and would otherwise use up the token. Over
 * the per-client limit of attempts the page says when to try again (429, Retry-After) and the
 * token is left unspent, so the same link still works then if it has not expired.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { database, env, log } = context.get(servicesContext);
  if (!sameOrigin(request)) {
    return data<VerifyAnswer>(
      { error: "Cross-site requests are not allowed", limited: false },
      { status: 403 },
    );
  }
  const { rateLimitedFor } = context.get(requestContext);
  if (rateLimitedFor !== undefined) {
    log.warn({ code: "sign_in_attempts_rate_limited" }, "sign-in attempts over their limit");
    return data<VerifyAnswer>(
      { error: tooManyRequests(rateLimitedFor), limited: true },
      { status: 429, headers: { "Retry-After": String(rateLimitedFor) } },
    );
  }
  const form = await request.formData();
  const token = form.get("token");
  const email =
    typeof token === "string" ? await consumeSignInLink(database.db, token, env.OPERATOR_EMAILS) : null;
  if (!email) {
    return data<VerifyAnswer>(
      { error: "This sign-in link has expired or was already used. Ask for a new one.", limited: false },
      { status: 400 },
    );
  }
  const secret = await createSession(database.db, email);
  await audit(database.db, { operatorEmail: email, action: "session.sign_in" });
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(request, secret));
  // This browser may ask for links past the ceiling on mail to the address from now on.
  headers.append("Set-Cookie", await knownDeviceCookie(database.db, request, email));
  return redirect("/admin/dashboard", { headers });
}

export default function Verify({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const answer: VerifyAnswer | undefined = actionData;
  const signInForm = (
    <Form method="post">
      <input type="hidden" name="token" value={params.get("token") ?? ""} />
      <button type="submit" className={buttonClass}>
        Sign in
      </button>
    </Form>
  );
  return (
    <ConsoleCard title="Sign in to the console">
      {answer?.limited ? (
        <>
          <p role="alert" className="mb-4 text-danger-400">
            {answer.error}
          </p>
          <p className="mb-4 text-sm text-mist-300">
            This link stays valid until it expires: try it again then, or ask for a new one.
          </p>
          {signInForm}
        </>
      ) : answer ? (
        <p role="alert" className="mb-4 text-danger-400">
          {answer.error}{" "}
          <a href="/admin" className="text-brand-300 underline">
            Request a new link
          </a>
        </p>
      ) : (
        signInForm
      )}
    </ConsoleCard>
  );
}
