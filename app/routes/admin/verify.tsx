import { Form, redirect, useSearchParams } from "react-router";
import { buttonClass } from "~/components/admin/ui";
import { audit } from "~/features/operators/server/audit.server";
import { sameOrigin } from "~/features/operators/server/guard.server";
import { createSession, sessionCookie } from "~/features/operators/server/session.server";
import { consumeSignInLink } from "~/features/operators/server/sign-in.server";
import { servicesContext } from "~/features/app-context.server";
import type { Route } from "./+types/verify";

export const meta: Route.MetaFunction = () => [
  { title: "Sign in · Luxid console" },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * POST /admin/verify: spends the link's token and starts a session. Opening the link (GET) only
 * shows a button, because mail scanners fetch links and would otherwise use up the token.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { database, env } = context.get(servicesContext);
  if (!sameOrigin(request)) {
    return Response.json({ error: "Cross-site requests are not allowed" }, { status: 403 });
  }
  const form = await request.formData();
  const token = form.get("token");
  const email =
    typeof token === "string" ? await consumeSignInLink(database.db, token, env.OPERATOR_EMAILS) : null;
  if (!email) {
    return Response.json(
      { error: "This sign-in link has expired or was already used. Ask for a new one." },
      { status: 400 },
    );
  }
  const secret = await createSession(database.db, email);
  await audit(database.db, { operatorEmail: email, action: "session.sign_in" });
  return redirect("/admin/dashboard", { headers: { "Set-Cookie": sessionCookie(request, secret) } });
}

export default function Verify({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const error = (actionData as { error?: string } | undefined)?.error;
  return (
    <div className="mx-auto w-full max-w-md px-4 py-16">
      <h1 className="mb-6 text-2xl font-semibold text-mist-50">Sign in to the console</h1>
      {error ? (
        <p role="alert" className="mb-4 text-danger-400">
          {error}{" "}
          <a href="/admin" className="text-brand-300 underline">
            Request a new link
          </a>
        </p>
      ) : (
        <Form method="post">
          <input type="hidden" name="token" value={params.get("token") ?? ""} />
          <button type="submit" className={buttonClass}>
            Sign in
          </button>
        </Form>
      )}
    </div>
  );
}
