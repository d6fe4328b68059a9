import { redirect } from "react-router";
import { audit } from "~/lib/audit-log.server";
import { requireOperator } from "~/features/operators/server/guard.server";
import { revokeSessions, sessionCookie } from "~/features/operators/server/session.server";
import { servicesContext } from "~/context.server";
import type { Route } from "./+types/sign-out";

/** GET has nothing to show: back to the console. */
export function loader() {
  return redirect("/admin");
}

/** POST /admin/sign-out: ends this session, or every session of this operator ("everywhere"). */
export async function action(args: Route.ActionArgs) {
  const { operator, form } = await requireOperator(args);
  const { database } = args.context.get(servicesContext);
  const scope = form?.get("scope") === "everywhere" ? "everywhere" : "this";
  await revokeSessions(database.db, operator, scope);
  await audit(database.db, { operatorEmail: operator.email, action: `session.sign_out_${scope}` });
  return redirect("/admin", { headers: { "Set-Cookie": sessionCookie(args.request, "") } });
}
