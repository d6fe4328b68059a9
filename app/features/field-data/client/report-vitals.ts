/**
 * Field data from real visitors (loaded by the page script once the page has loaded, on every
 * page): web-vitals measures LCP, INP, CLS, FCP and TTFB; each metric's final value is sent once,
 * when the page is hidden or left, in one beacon to the shop's own endpoint. The path goes with
 * it for the server to find the route; nothing else about the visitor does.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { MOBILE_QUERY, VITALS_ENDPOINT } from "../metrics";
import type { VitalsReport } from "../contract";

const pending = new Map<string, Metric>();
const sent = new Set<string>();

function flush() {
  const metrics = [...pending.values()];
  pending.clear();
  if (metrics.length === 0) return;
  const report: VitalsReport = {
    path: location.pathname,
    device: matchMedia(MOBILE_QUERY).matches ? "mobile" : "desktop",
    metrics: metrics.map(({ name, value, rating }) => ({ name, value, rating })),
  };
  navigator.sendBeacon(VITALS_ENDPOINT, JSON.stringify(report));
}

/** A metric's final value, kept until the page is hidden; a metric already sent is not sent again. */
function keep(metric: Metric) {
  if (sent.has(metric.id)) return;
  sent.add(metric.id);
  pending.set(metric.name, metric);
}

for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(keep);
addEventListener("visibilitychange", () => {
  if (document.visibilityState === "hidden") flush();
});
// What web-vitals reports a task after the page was hidden (LCP, INP), as the page is left.
addEventListener("pagehide", flush);
