import { and, gte, lt, sql } from "drizzle-orm";
import { vitalsDaily } from "../../../../db/schema";
import type { Database } from "~/lib/db.server";
import { VITALS_RETENTION_DAYS } from "~/lib/retention";
import type { VitalsReport } from "../contract";
import { bucketOf, p75, ratingOf, type Rating } from "../histogram";
import { METRICS, type MetricName } from "../metrics";

/** Days of field data kept: the console's longest view (and the privacy policy's word). */
export const VITALS_DAYS = VITALS_RETENTION_DAYS;

/** A moment's day in UTC, as the table's `day` column holds it. */
const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);
const daysBefore = (moment: Date, days: number) => dayOf(new Date(moment.getTime() - days * 86_400_000));

/**
 * Counts one page's vitals into today's buckets for its route (the route's pattern, never the
 * page's address). One statement: a report is counted whole or not at all.
 */
export async function recordVitals(
  db: Database,
  route: string,
  report: Pick<VitalsReport, "device" | "metrics">,
  now = new Date(),
): Promise<void> {
  const day = dayOf(now);
  await db
    .insert(vitalsDaily)
    .values(
      report.metrics.map(({ name, value }) => ({
        day,
        route,
        metric: name,
        device: report.device,
        bucket: bucketOf(name, value),
        count: 1,
      })),
    )
    .onConflictDoUpdate({
      target: [
        vitalsDaily.day,
        vitalsDaily.route,
        vitalsDaily.metric,
        vitalsDaily.device,
        vitalsDaily.bucket,
      ],
      set: { count: sql`${vitalsDaily.count} + 1` },
    });
}

/** Deletes the days older than the console shows. Returns the rows deleted. */
export async function pruneVitals(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(vitalsDaily)
    .where(lt(vitalsDaily.day, daysBefore(now, VITALS_DAYS - 1)))
    .returning({ day: vitalsDaily.day });
  return deleted.length;
}

export interface MetricSummary {
  p75: number;
  rating: Rating;
  /** How many page views reported it. */
  count: number;
}

export interface RouteVitals {
  route: string;
  metrics: Partial<Record<MetricName, MetricSummary>>;
}

/**
 * Each route's p75 per metric over the last `days` days (today included), all devices together,
 * rated against the Core Web Vitals thresholds; routes by most page views first.
 */
export async function routeVitals(db: Database, days: number, now = new Date()): Promise<RouteVitals[]> {
  const rows = await db
    .select({
      route: vitalsDaily.route,
      metric: vitalsDaily.metric,
      bucket: vitalsDaily.bucket,
      count: sql<number>`sum(${vitalsDaily.count})::int`,
    })
    .from(vitalsDaily)
    .where(and(gte(vitalsDaily.day, daysBefore(now, days - 1))))
    .groupBy(vitalsDaily.route, vitalsDaily.metric, vitalsDaily.bucket);
  const byRoute = new Map<string, Map<MetricName, { bucket: number; count: number }[]>>();
  for (const row of rows) {
    const metric = METRICS.find((m) => m === row.metric);
    if (!metric) continue;
    const metrics = byRoute.get(row.route) ?? new Map<MetricName, { bucket: number; count: number }[]>();
    byRoute.set(row.route, metrics);
    metrics.set(metric, [...(metrics.get(metric) ?? []), { bucket: row.bucket, count: Number(row.count) }]);
  }
  const summaries = [...byRoute].map(([route, metrics]) => {
    const summary: RouteVitals = { route, metrics: {} };
    for (const [metric, buckets] of metrics) {
      const value = p75(metric, buckets);
      if (value === undefined) continue;
      const count = buckets.reduce((sum, b) => sum + b.count, 0);
      summary.metrics[metric] = { p75: value, rating: ratingOf(metric, value), count };
    }
    return summary;
  });
  const views = (r: RouteVitals) => Math.max(0, ...Object.values(r.metrics).map((m) => m.count));
  return summaries.sort((a, b) => views(b) - views(a) || a.route.localeCompare(b.route));
}
