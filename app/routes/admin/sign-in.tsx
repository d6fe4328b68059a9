import { Form, redirect, useActionData } from "react-router";
import { z } from "zod";
import { FieldError, buttonClass, inputClass } from "~/components/admin/ui";
import { requestSignInLink } from "~/features/operators/server/sign-in.server";
import { findSession, readSessionSecret } from "~/features/operators/server/session.server";
import { servicesContext } from "~/features/app-context.server";
import type { Route } from "./+types/sign-in";

export const meta: Route.MetaFunction = () => [
  { title: "Console sign-in · Luxid" },
  { name: "robots", content: "noindex, nofollow" },
];

const signInSchema = z.object({ email: z.email("Enter an e-mail address").max(254) });

/** GET /admin: the sign-in form, or straight to the dashboard with a live session. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { database } = context.get(servicesContext);
  const secret = readSessionSecret(request);
  if (secret && (await findSession(database.db, secret))) throw redirect("/admin/dashboard");
  return null;
}

/** POST /admin: e-mails a sign-in link to an operator; answers the same for any valid address. */
export async function action({ request, context }: Route.ActionArgs) {
  const { database, env, config, payments, log } = context.get(servicesContext);
  const form = await request.formData();
  const parsed = signInSchema.safeParse({ email: form.get("email") });
  if (!parsed.success) {
    return Response.json(
      { sent: false, field: "email", error: parsed.error.issues[0]!.message },
      { status: 400 },
    );
  }
  try {
    await requestSignInLink(
      {
        db: database.db,
        mailer: payments.mailer,
        operatorEmails: env.OPERATOR_EMAILS,
        siteUrl: config.siteUrl,
      },
      parsed.data.email,
    );
  } catch (error) {
    // Logged without the address; the visitor still sees the neutral answer.
    log.error({ code: (error as { code?: string }).code ?? "sign_in_link_failed" }, "sign-in link not sent");
  }
  return { sent: true as const, field: null, error: null };
}

export default function SignIn() {
  const result = useActionData<typeof action>() as { sent: boolean; error: string | null } | undefined;
  return (
    <div className="mx-auto w-full max-w-md px-4 py-16">
      <h1 className="mb-6 text-2xl font-semibold text-mist-50">Operator console</h1>
      {result?.sent ? (
        <p role="status" className="text-mist-100">
          If that address belongs to an operator, a sign-in link is on its way. It works once, for 15 minutes.
        </p>
      ) : (
        <Form method="post" className="space-y-4" noValidate>
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
              aria-invalid={result?.error ? true : undefined}
              aria-describedby={result?.error ? "email-error" : undefined}
            />
            <FieldError id="email-error" message={result?.error ?? undefined} />
          </div>
          <button type="submit" className={buttonClass}>
            E-mail me a sign-in link
          </button>
        </Form>
      )}
    </div>
  );
}
