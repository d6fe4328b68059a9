import { parseListQuery } from "~/features/operators/contract";
import { audit } from "~/features/operators/server/audit.server";
import { streamPreordersCsv } from "~/features/operators/server/csv-export.server";
import { requireOperator } from "~/features/operators/server/guard.server";
import { servicesContext } from "~/features/app-context.server";
import type { Route } from "./+types/export-preorders";

/** GET /admin/export/preorders.csv: the pre-orders matching the list's filters, streamed. */
export async function loader(args: Route.LoaderArgs) {
  const { operator } = await requireOperator(args, { kind: "data" });
  const { database } = args.context.get(servicesContext);
  const parsed = parseListQuery(new URL(args.request.url).searchParams);
  if (!parsed.ok) return Response.json({ error: parsed.error, field: parsed.field }, { status: 400 });
  await audit(database.db, { operatorEmail: operator.email, action: "export.preorders" });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(streamPreordersCsv(database.db, parsed.value), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="luxid-preorders-${day}.csv"`,
    },
  });
}
