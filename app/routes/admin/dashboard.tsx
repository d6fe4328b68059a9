import { Link } from "react-router";
import { FigureTable, Panel } from "~/components/admin/ui";
import { dashboardFigures } from "~/features/operators/server/dashboard.server";
import { servicesContext } from "~/context.server";
import { formatMoney } from "~/lib/money";
import { staffStatusLabel } from "~/features/orders/status-labels";
import type { Route } from "./+types/dashboard";
import { ShopTime } from "~/components/admin/shop-time";
import { ConsolePage } from "~/components/admin/console-page";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard · Luxid console" }];

export async function loader(args: Route.LoaderArgs) {
  const { database, env } = args.context.get(servicesContext);
  return {
    ...(await dashboardFigures(database.db, { timeZone: env.SHOP_TIME_ZONE })),
    timeZone: env.SHOP_TIME_ZONE,
  };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? "—" : `${((100 * part) / whole).toFixed(1)}%`;

export default function Dashboard({ loaderData: f }: Route.ComponentProps) {
  return (
    <ConsolePage title="Dashboard">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <div className="rounded-lg border border-brand-500/40 bg-ink-900 p-3">
          <dt className="text-sm text-mist-300">Glasses reserved</dt>
          <dd className="text-2xl font-semibold text-mist-50 tabular-nums" data-testid="glasses-reserved">
            {f.glassesReserved.real}
          </dd>
          <dd className="text-xs text-mist-300">
            {f.glassesReserved.test > 0
              ? `on orders holding a queue place; ${f.glassesReserved.test} more on test orders`
              : "on orders holding a queue place"}
          </dd>
        </div>
        {(
          [
            ["Pre-orders today", f.today, null],
            ["Pre-orders this week", f.thisWeek, null],
            ["Form start → paid", percent(f.paid, f.formStarts), null],
            ["Needs review", f.needsReview, "/admin/review"],
            ["Cancellation requests", f.openCancellations, "/admin/preorders?cancellation=requested"],
          ] as const
        ).map(([label, value, to]) => (
          <div key={label} className="rounded-lg border border-ink-600 bg-ink-900 p-3">
            <dt className="text-sm text-mist-300">{label}</dt>
            <dd className="text-2xl font-semibold text-mist-50 tabular-nums">
              {to ? (
                <Link to={to} className="underline-offset-4 hover:underline">
                  {value}
                </Link>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 md:grid-cols-2">
        <Panel title="Pre-orders by state">
          <FigureTable
            headings={["State", "Pre-orders"]}
            rows={f.byState.map((s) => ({
              key: s.status,
              cells: [
                <Link
                  key="state"
                  to={`/admin/preorders?state=${s.status}`}
                  className="text-brand-300 underline"
                >
                  {staffStatusLabel(s.status)}
                </Link>,
                s.count,
              ],
            }))}
          />
        </Panel>
        <Panel title="Paid orders by currency">
          <FigureTable
            headings={["Currency", "Orders", "Captured (booking and balance)"]}
            rows={f.paidTotals.map((t) => ({
              key: t.currency,
              cells: [t.currency, t.count, formatMoney(t.amountMinor, t.currency)],
            }))}
          />
        </Panel>
      </div>
      <Panel title="Refunds to watch">
        {f.refundsToWatch.length === 0 ? (
          <p className="text-mist-300">No refund is pending or failed.</p>
        ) : (
          <FigureTable
            headings={["Order", "Refund", "State", "Since"]}
            rows={f.refundsToWatch.map((r) => ({
              key: r.id,
              cells: [
                <Link
                  key="order"
                  to={`/admin/preorders/${r.preorderId}`}
                  className="text-brand-300 underline"
                >
                  {r.reference}
                </Link>,
                formatMoney(r.amountMinor, r.currency),
                r.status === "pending" ? "Pending at the gateway" : "Failed",
                <ShopTime key="since" value={r.since} />,
              ],
            }))}
          />
        )}
      </Panel>
      <p className="text-sm text-mist-300">
        {f.formStarts} form starts, {f.paid} paid. Days and weeks follow the shop's time zone ({f.timeZone}).
      </p>
    </ConsolePage>
  );
}
