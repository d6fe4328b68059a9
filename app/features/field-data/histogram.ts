import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from "web-vitals";
import type { MetricName } from "./metrics";

/**
 * The fixed histogram field data is kept in: a value is stored as the lower edge of its bucket,
 * in milliseconds (CLS in thousandths). Buckets are fine where the Core Web Vitals thresholds are
 * and coarse above; every threshold is a bucket edge, so a p75 read from the buckets is rated as
 * the exact value would be. About a hundred buckets a metric at most.
 */
const TIME_STEPS: readonly [below: number, step: number][] = [
  [1000, 20],
  [5000, 100],
  [20_000, 1000],
];
const CLS_STEPS: readonly [below: number, step: number][] = [
  [500, 10],
  [1000, 50],
];
/** CLS is stored in thousandths. */
const CLS_SCALE = 1000;

const stepsOf = (metric: MetricName) => (metric === "CLS" ? CLS_STEPS : TIME_STEPS);
const scaleOf = (metric: MetricName) => (metric === "CLS" ? CLS_SCALE : 1);

/** The bucket (its lower edge, as stored) a metric's value falls in. */
export function bucketOf(metric: MetricName, value: number): number {
  const scaled = Math.max(0, value * scaleOf(metric));
  for (const [below, step] of stepsOf(metric)) {
    if (scaled < below) return Math.floor(scaled / step) * step;
  }
  return stepsOf(metric).at(-1)![0];
}

/** A stored bucket as the metric's own unit (milliseconds, or CLS's score). */
export const bucketValue = (metric: MetricName, bucket: number) => bucket / scaleOf(metric);

/** The Core Web Vitals thresholds (web-vitals' own): good at or below the first, poor above the second. */
export const THRESHOLDS: Record<MetricName, readonly [good: number, poor: number]> = {
  LCP: LCPThresholds,
  INP: INPThresholds,
  CLS: CLSThresholds,
  FCP: FCPThresholds,
  TTFB: TTFBThresholds,
};

export type Rating = "good" | "needs-improvement" | "poor";

export function ratingOf(metric: MetricName, value: number): Rating {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

/**
 * The 75th percentile of a histogram (buckets with their counts, any order): the lower edge of the
 * bucket in which three quarters of the values have been counted, in the metric's unit.
 */
export function p75(
  metric: MetricName,
  buckets: readonly { bucket: number; count: number }[],
): number | undefined {
  const sorted = [...buckets].sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, b) => sum + b.count, 0);
  if (total === 0) return undefined;
  let seen = 0;
  for (const { bucket, count } of sorted) {
    seen += count;
    if (seen >= 0.75 * total) return bucketValue(metric, bucket);
  }
  return undefined;
}
