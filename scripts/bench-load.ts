/**
 * Load benchmark against a running server: `node scripts/bench-load.ts [baseUrl] [seconds]`.
 * Hits the pages a launch sends traffic to (server-rendered HTML in the visitor's currency) and the
 * country API, 20 connections each, and prints throughput and latency percentiles. Loopback only.
 */
import autocannon from "autocannon";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const duration = Number(process.argv[3] ?? 10);
const host = new URL(base).hostname;
if (!["127.0.0.1", "localhost", "::1"].includes(host)) throw new Error("Benchmarks target this machine only");

for (const path of ["/", "/features", "/store", "/preorder", "/api/country-info"]) {
  const result = await autocannon({
    url: `${base}${path}`,
    connections: 20,
    duration,
    headers: { "accept-encoding": "br, gzip" },
  });
  console.log(
    `${path.padEnd(20)} ${Math.round(result.requests.average)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
      `errors ${result.errors}  non-2xx ${result.non2xx}`,
  );
}
