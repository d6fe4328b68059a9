import { audit } from "~/lib/audit-log.server";
import { streamLeadsCsv } from "~/features/operators/server/leads-csv.server";
import { requireOperator } from "~/features/operators/server/guard.server";
import { servicesContext } from "~/context.server";
import { errorFacts } from "~/lib/db-errors.server";
import type { Route } from "./+types/export-leads";

/** GET /admin/export/leads.csv: every lead (form start), streamed. */
export async function loader(args: Route.LoaderArgs) {
  const { operator } = await requireOperator(args, { kind: "data" });
  const { database, log } = args.context.get(servicesContext);
  await audit(database.db, { operatorEmail: operator.email, action: "export.leads" });
  // Codes only: the reader sees a cut download, the log says why.
  const onError = (error: unknown) =>
    log.error({ err: errorFacts(error), export: "leads" }, "CSV export cut short");
  const day = new Date().toISOString().slice(0, 10);
  return new Response(streamLeadsCsv(database.db, onError), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="luxid-leads-${day}.csv"`,
    },
  });
}
