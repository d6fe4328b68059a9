/**
 * Console load figures (not part of npm test): `npm run build`, seed with
 * `npm run seed:preorders -- 100000`, then `DATABASE_URL=… npm run bench:console`.
 * Starts the built server in this process, opens an operator session directly in the database,
 * times the pre-order list (pages, searches, filters, sorts) and has curl download the CSV export of
 * every row while it samples the server's memory.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startConsoleBench } from "./console-server.ts";
import { percentile } from "./percentile.ts";

const bench = await startConsoleBench("silent");
const { base, cookie, client } = bench;
const { rows } = await client.query<{ n: string }>("select count(*) as n from luxid_preorders");
console.log(`pre-orders in the database: ${rows[0]!.n}`);
const sample = await client.query<{ reference: string }>(
  "select reference from luxid_preorders order by created_at limit 1 offset 50000",
);
const reference = sample.rows[0]!.reference;
const headers = { cookie };

async function time(label: string, pathname: string, runs = 20) {
  const ms: number[] = [];
  // One untimed request first: the figures are for a warm server, not its first JIT compile.
  for (let i = -1; i < runs; i++) {
    const t = performance.now();
    const res = await fetch(`${base}${pathname}`, { headers, redirect: "manual" });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${pathname} answered ${res.status}`);
    if (i >= 0) ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  const p = (q: number) => percentile(ms, q).toFixed(1);
  console.log(`${label.padEnd(36)} p50 ${p(50)} ms  p95 ${p(95)} ms  max ${p(100)} ms`);
  worstP50 = Math.max(worstP50, percentile(ms, 50));
}
let worstP50 = 0;

// Loader data (what the page's HTML and client navigations both run), then the full HTML page.
await time("list, first page (.data)", "/admin/preorders.data");
await time("list, first page (HTML)", "/admin/preorders");
await time("list, page 2000 (.data)", "/admin/preorders.data?page=2000");
await time("search by e-mail (.data)", "/admin/preorders.data?q=buyer4242%40seed");
await time("search by name (.data)", "/admin/preorders.data?q=Seed%20Buyer%2012345");
await time("search by phone (.data)", "/admin/preorders.data?q=98765");
await time("search by reference (.data)", `/admin/preorders.data?q=${reference}`);
await time("search matching every row (.data)", "/admin/preorders.data?q=seed.example");
await time("filter state+country (.data)", "/admin/preorders.data?state=paid&country=DE");
await time(
  "filter product+dates (.data)",
  "/admin/preorders.data?product=vuering&from=2026-10-01&to=2026-10-31",
);
await time("sort by amount (.data)", "/admin/preorders.data?sort=amount&dir=asc");
await time("sort by name (.data)", "/admin/preorders.data?sort=name&dir=desc");
await time("sort by state (.data)", "/admin/preorders.data?sort=status&dir=asc");
await time("cancellation requested (.data)", "/admin/preorders.data?cancellation=requested");
await time("dashboard (.data)", "/admin/dashboard.data");

// The export is downloaded by curl in another process, as a browser would: the figures are the
// server's own memory, not the reader's buffers.
global.gc?.();
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const csvFile = path.join(tmpdir(), `luxid-bench-${process.pid}.csv`);
const t = performance.now();
// Asks for gzip like a browser: the export must still arrive uncompressed, as it is produced.
const curl = spawn(
  "curl",
  ["-sS", "-D", "-", "-o", csvFile, "-w", "%{size_download}", "-H", "accept-encoding: gzip, br"].concat([
    "-H",
    `cookie: ${headers.cookie}`,
    `${base}/admin/export/preorders.csv`,
  ]),
  { stdio: ["ignore", "pipe", "inherit"] },
);
let curlOut = "";
curl.stdout.on("data", (d: Buffer) => (curlOut += d.toString()));
const [code] = (await once(curl, "exit")) as [number];
clearInterval(sampler);
if (code !== 0) throw new Error(`curl exited with ${code}`);
const bytes = Number(curlOut.trim().split("\n").at(-1));
const encoding = /^content-encoding: (.+)$/im.exec(curlOut)?.[1]?.trim() ?? "none";
const growth = peak - before;
let lines = 0;
for await (const chunk of createReadStream(csvFile)) for (const b of chunk as Buffer) if (b === 10) lines++;
await rm(csvFile);
console.log(
  `CSV export: ${lines - 1} rows, ${(bytes / 1e6).toFixed(1)} MB in ${Math.round(performance.now() - t)} ms; ` +
    `server RSS growth ${(growth / 1e6).toFixed(1)} MB (peak ${(peak / 1e6).toFixed(0)} MB); ` +
    `content-encoding ${encoding}`,
);
console.log(
  `verdict: slowest list p50 ${worstP50.toFixed(1)} ms (${worstP50 < 200 ? "under" : "OVER"} 200 ms); ` +
    `CSV RSS growth ${(growth / 1e6).toFixed(1)} MB (${growth < 100e6 ? "under" : "OVER"} 100 MB)`,
);

await bench.close();
