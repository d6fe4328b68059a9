import { audit } from "~/features/operators/server/audit.server";
import { streamLeadsCsv } from "~/features/operators/server/csv-export.server";
import { requireOperator } from "~/features/operators/server/guard.server";
import { servicesContext } from "~/features/app-context.server";
import type { Route } from "./+types/export-leads";

/** GET /admin/export/leads.csv: every lead (form start), streamed. */
export async function loader(args: Route.LoaderArgs) {
  const { operator } = await requireOperator(args, { kind: "data" });
  const { database } = args.context.get(servicesContext);
  await audit(database.db, { operatorEmail: operator.email, action: "export.leads" });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(streamLeadsCsv(database.db), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="luxid-leads-${day}.csv"`,
    },
  });
}
