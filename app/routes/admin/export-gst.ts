import { data } from "react-router";
import { servicesContext } from "~/context.server";
import {
  gstCsvRows,
  gstSummary,
  MONTH_PATTERN,
  monthDocuments,
} from "~/features/documents/server/accountant.server";
import { csvRow, UTF8_BOM } from "~/features/operators/server/csv";
import { requireOperator } from "~/features/operators/server/guard.server";
import { audit } from "~/lib/audit-log.server";
import type { Route } from "./+types/export-gst";

/** GET /admin/export/gst.csv?month=2026-11: the month's GST summary for the accountant. */
export async function loader(args: Route.LoaderArgs) {
  const { operator } = await requireOperator(args, { kind: "data" });
  const month = new URL(args.request.url).searchParams.get("month") ?? "";
  if (!MONTH_PATTERN.test(month))
    throw data({ error: "month: must be a year and month, e.g. 2026-11" }, { status: 400 });
  const { database, env } = args.context.get(servicesContext);
  await audit(database.db, { operatorEmail: operator.email, action: "export.gst", detail: month });
  // A test shop's documents are all test ones: its export shows them, a live shop's never does.
  const rows = gstCsvRows(month, gstSummary(await monthDocuments(database.db, month, env.SELLER.test)));
  return new Response(UTF8_BOM + rows.map(csvRow).join(""), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="luxid-gst-${month}.csv"`,
    },
  });
}
