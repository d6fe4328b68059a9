import { ConsolePage } from "~/components/admin/console-page";
import { ConsoleTable } from "~/components/admin/console-table";
import { servicesContext } from "~/context.server";
import { THRESHOLDS } from "~/features/field-data/histogram";
import { METRICS, type MetricName } from "~/features/field-data/metrics";
import { routeVitals, VITALS_DAYS, type MetricSummary } from "~/features/field-data/server/vitals.server";
import type { Route } from "./+types/vitals";

export const meta: Route.MetaFunction = () => [{ title: "Page speed · Luxid console" }];

/** The two views: the last week, and every day kept. */
const PERIODS = [7, VITALS_DAYS] as const;

export async function loader(args: Route.LoaderArgs) {
  const { database } = args.context.get(servicesContext);
  const periods = await Promise.all(
    PERIODS.map(async (days) => ({ days, routes: await routeVitals(database.db, days) })),
  );
  return { periods };
}

const RATING_WORDS = { good: "Good", "needs-improvement": "Needs improvement", poor: "Poor" } as const;
const RATING_CLASS = {
  good: "text-emerald-300",
  "needs-improvement": "text-amber-300",
  poor: "text-rose-300",
} as const;

/** A metric's value in its unit: seconds from one second up, milliseconds below, CLS as a score. */
function formatValue(metric: MetricName, value: number): string {
  if (metric === "CLS") return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

function Cell({ metric, summary }: { metric: MetricName; summary: MetricSummary | undefined }) {
  if (!summary) return <td className="py-2 pl-4 text-right text-mist-400">—</td>;
  return (
    <td className="py-2 pl-4 text-right whitespace-nowrap" data-metric={metric}>
      <span className="font-semibold tabular-nums">{formatValue(metric, summary.p75)}</span>{" "}
      <span className={`text-sm ${RATING_CLASS[summary.rating]}`}>{RATING_WORDS[summary.rating]}</span>
    </td>
  );
}

const thresholdWords = (metric: MetricName) =>
  `${metric} good up to ${formatValue(metric, THRESHOLDS[metric][0])}, poor over ${formatValue(metric, THRESHOLDS[metric][1])}`;

export default function Vitals({ loaderData }: Route.ComponentProps) {
  return (
    <ConsolePage title="Page speed">
      <p className="max-w-3xl text-sm text-mist-300">
        What visitors&apos; own browsers measured on each page: the 75th percentile (three visits in four were
        at least this fast) of each web vital, all devices together, rated against the Core Web Vitals
        thresholds ({METRICS.map(thresholdWords).join("; ")}).
      </p>
      {loaderData.periods.map(({ days, routes }) => (
        <section key={days} aria-labelledby={`vitals-${days}`} className="space-y-2">
          <h2 id={`vitals-${days}`} className="text-lg font-semibold">
            {`Last ${days} days`}
          </h2>
          {routes.length === 0 ? (
            <p className="text-sm text-mist-300">No visits measured in these days yet.</p>
          ) : (
            // On a phone the table scrolls sideways: a route's figures are read across, together.
            <ConsoleTable
              caption={`p75 of each web vital per route, last ${days} days`}
              columns={["Route", ...METRICS.map((m) => `${m} p75`), "Visits"]}
              figuresFrom={1}
              dense
            >
              {routes.map((r) => (
                <tr key={r.route} className="border-t border-ink-700" data-route={r.route}>
                  <th scope="row" className="py-2 pr-4 font-mono text-sm font-normal whitespace-nowrap">
                    {r.route}
                  </th>
                  {METRICS.map((m) => (
                    <Cell key={m} metric={m} summary={r.metrics[m]} />
                  ))}
                  <td className="py-2 pl-4 text-right tabular-nums">
                    {Math.max(0, ...Object.values(r.metrics).map((s) => s.count))}
                  </td>
                </tr>
              ))}
            </ConsoleTable>
          )}
        </section>
      ))}
    </ConsolePage>
  );
}
