/**
 * CSV export figures (not part of npm test): `npm run build`, seed with
 * `npm run seed:preorders -- 100000`, then `DATABASE_URL=… npm run bench:export`.
 * Starts the built server in this process and has curl (another process, reading as fast as it
 * can, or throttled with `--limit-rate` when RATE is set, e.g. RATE=2M) download the export of
 * every row, while this process samples its own memory and times /healthz every 10 ms: the
 * storefront's answers during an export are what the figures are about.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { startConsoleBench } from "./console-server.ts";
import { percentile } from "./percentile.ts";

const bench = await startConsoleBench(process.env.LOG_LEVEL ?? "silent");
const { base, cookie, client } = bench;
const { rows } = await client.query<{ n: string }>("select count(*) as n from luxid_preorders");
console.log(`pre-orders in the database: ${rows[0]!.n}`);

/** /healthz answer times, one request after another, until `stop` resolves. */
async function sampleHealth(stop: Promise<unknown>) {
  const ms: number[] = [];
  let done = false;
  void stop.then(() => (done = true));
  while (!done) {
    const t = performance.now();
    await (await fetch(`${base}/healthz`)).arrayBuffer();
    ms.push(performance.now() - t);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return ms.sort((a, b) => a - b);
}

async function exportOnce(label: string, rate?: string) {
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const t = performance.now();
  const curl = spawn(
    "curl",
    [
      "-sS",
      "-o",
      "/dev/null",
      "-w",
      "%{http_code} %{size_download}",
      ...(rate ? ["--limit-rate", rate] : []),
      "-H",
      `cookie: ${cookie}`,
      `${base}/admin/export/preorders.csv`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let out = "";
  curl.stdout.on("data", (d: Buffer) => (out += d.toString()));
  const exited = once(curl, "exit");
  const health = await sampleHealth(exited);
  clearInterval(sampler);
  const [status, bytes] = out.trim().split(" ");
  if (status !== "200") throw new Error(`export answered ${status}`);
  const p = (q: number) => percentile(health, q).toFixed(1);
  console.log(
    `${label}: ${(Number(bytes) / 1e6).toFixed(1)} MB in ${Math.round(performance.now() - t)} ms; ` +
      `RSS growth ${((peakRss - before.rss) / 1e6).toFixed(1)} MB, heap growth ${((peakHeap - before.heapUsed) / 1e6).toFixed(1)} MB; ` +
      `/healthz during it (${health.length} requests): p50 ${p(50)} ms, p99 ${p(99)} ms, max ${p(100)} ms`,
  );
}

// The storefront alone first, for comparison.
{
  const idle = await sampleHealth(new Promise((resolve) => setTimeout(resolve, 3_000)));
  const p = (q: number) => percentile(idle, q).toFixed(1);
  console.log(`/healthz alone (${idle.length} requests): p50 ${p(50)} ms, p99 ${p(99)} ms, max ${p(100)} ms`);
}
await exportOnce("export, fast reader");
await exportOnce("export, fast reader (again, warm)");
if (process.env.RATE) await exportOnce(`export, reader at ${process.env.RATE}/s`, process.env.RATE);

await bench.close();
