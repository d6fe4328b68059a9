import { BackLink } from "~/components/admin/back-link";
import { data } from "react-router";
import { FulfilmentListTable } from "~/components/admin/fulfilment-list";
import { Panel } from "~/components/admin/ui";
import { servicesContext } from "~/context.server";
import { fulfilmentList } from "~/features/fulfilment/server/fulfilment-view.server";
import { FULFILMENT_LISTS, fulfilmentListQuery, LIST_LIMIT } from "~/features/fulfilment/shipping-contract";
import type { Route } from "./+types/fulfilment-orders";
import { ConsolePage } from "~/components/admin/console-page";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? FULFILMENT_LISTS[loaderData.list] : "Orders"} · Fulfilment · Luxid console` },
];

/** GET /admin/fulfilment/orders?list=…&wave=…: the orders behind a figure of the fulfilment view. */
export async function loader(args: Route.LoaderArgs) {
  const { database, env } = args.context.get(servicesContext);
  const params = Object.fromEntries(new URL(args.request.url).searchParams);
  const parsed = fulfilmentListQuery.safeParse(params);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw data({ error: issue.message, field: String(issue.path[0] ?? "list") }, { status: 400 });
  }
  const { list, wave } = parsed.data;
  const rows = await fulfilmentList(database.db, { list, waveId: wave, overdueDays: env.BALANCE_DUE_DAYS });
  return { list, wave: wave ?? null, rows, capped: rows.length === LIST_LIMIT };
}

export default function FulfilmentOrders({ loaderData: d }: Route.ComponentProps) {
  return (
    <ConsolePage
      back={<BackLink to="/admin/fulfilment">Fulfilment</BackLink>}
      title={`${FULFILMENT_LISTS[d.list]}${d.wave ? " in this wave" : ""}`}
    >
      <Panel title={`${d.rows.length}${d.capped ? "+" : ""} orders`}>
        {d.capped ? (
          <p className="mb-3 text-sm text-warning-400">
            The first {LIST_LIMIT} in queue order are shown; the CSV export has them all.
          </p>
        ) : null}
        <FulfilmentListTable rows={d.rows} />
      </Panel>
    </ConsolePage>
  );
}
