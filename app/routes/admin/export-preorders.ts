import { parseListQuery } from "~/features/operators/contract";
import { audit } from "~/lib/audit-log.server";
import { streamPreordersCsv } from "~/features/operators/server/preorders-csv.server";
import { requireOperator } from "~/features/operators/server/guard.server";
import { servicesContext } from "~/context.server";
import { errorFacts } from "~/lib/db-errors.server";
import type { Route } from "./+types/export-preorders";

/** GET /admin/export/preorders.csv: the pre-orders matching the list's filters, streamed. */
export async function loader(args: Route.LoaderArgs) {
  const { operator } = await requireOperator(args, { kind: "data" });
  const { database, log } = args.context.get(servicesContext);
  const parsed = parseListQuery(new URL(args.request.url).searchParams);
  if (!parsed.ok) return Response.json({ error: parsed.error, field: parsed.field }, { status: 400 });
  await audit(database.db, { operatorEmail: operator.email, action: "export.preorders" });
  // Codes only: the reader sees a cut download, the log says why.
  const onError = (error: unknown) =>
    log.error({ err: errorFacts(error), export: "preorders" }, "CSV export cut short");
  const day = new Date().toISOString().slice(0, 10);
  return new Response(streamPreordersCsv(database.db, parsed.value, onError), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="luxid-preorders-${day}.csv"`,
    },
  });
}
