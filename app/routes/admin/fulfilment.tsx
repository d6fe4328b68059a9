import { Link } from "react-router";
import { listPath, WaveProgressTable } from "~/components/admin/wave-progress";
import { FigureTable, Panel } from "~/components/admin/ui";
import { servicesContext } from "~/context.server";
import { stateCounts, waveProgress } from "~/features/fulfilment/server/fulfilment-view.server";
import { STAFF_STATUS_LABELS, STATUS_ORDER } from "~/features/orders/status-labels";
import type { Route } from "./+types/fulfilment";
import { ConsolePage } from "~/components/admin/console-page";

export const meta: Route.MetaFunction = () => [{ title: "Fulfilment · Luxid console" }];

/** Orders per state, the delivery waves' progress, and the ways into dispatch. */
export async function loader(args: Route.LoaderArgs) {
  const { database, env } = args.context.get(servicesContext);
  const [counts, waves] = await Promise.all([
    stateCounts(database.db),
    waveProgress(database.db, env.BALANCE_DUE_DAYS),
  ]);
  return { counts, waves, overdueDays: env.BALANCE_DUE_DAYS };
}

export default function Fulfilment({ loaderData: f }: Route.ComponentProps) {
  return (
    <ConsolePage title="Fulfilment">
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link to="/admin/fulfilment/dispatch" className="text-brand-300 underline">
            Upload shipped or delivered orders (CSV)
          </Link>
        </li>
        <li>
          <Link to="/admin/delivery-windows" className="text-brand-300 underline">
            Delivery windows
          </Link>
        </li>
        <li>
          <Link to={listPath("prescription_missing")} className="text-brand-300 underline">
            Prescriptions missing
          </Link>
        </li>
        <li>
          <Link to={listPath("overdue")} className="text-brand-300 underline">
            Balances overdue
          </Link>
        </li>
        <li>
          <a href="/admin/export/preorders.csv" className="text-brand-300 underline">
            Export every order (CSV)
          </a>
        </li>
      </ul>
      <Panel title="Delivery waves">
        <p className="mb-3 text-sm text-mist-300">
          A balance counts as overdue {f.overdueDays} days after its link went out (BALANCE_DUE_DAYS).
        </p>
        <WaveProgressTable waves={f.waves} />
      </Panel>
      <Panel title="Orders by state">
        <FigureTable
          headings={["State", "Orders"]}
          rows={STATUS_ORDER.map((status) => ({
            key: status,
            cells: [
              <Link key="state" to={`/admin/preorders?state=${status}`} className="text-brand-300 underline">
                {STAFF_STATUS_LABELS[status]}
              </Link>,
              f.counts[status] ?? 0,
            ],
          }))}
        />
      </Panel>
    </ConsolePage>
  );
}
