/**
 * CSV export figures (not part of npm test): `npm run build`, seed with
 * `npm run seed:preorders -- 100000`, then `DATABASE_URL=… npm run bench:export`.
 * Starts the built server in this process and has curl (another process, reading as fast as it
 * can, or throttled with `--limit-rate` when RATE is set, e.g. RATE=2M) download the export of
 * every row, while this process samples its own memory and times /healthz every 10 ms: the
 * storefront's answers during an export are what the figures are about.
 */
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { percentile } from "./bench/percentile.ts";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("Set DATABASE_URL to the seeded PostgreSQL database");
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const mod = (await import(
  pathToFileURL(path.join(buildDir, "server/index.js")).href
)) as typeof import("../server/app");
const EMAIL = "bench@luxid.example";
const running = await mod.createApp({
  environment: {
    NODE_ENV: "production",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "silent",
    DATABASE_URL: url,
    DATA_DIR: "memory://",
    OPERATOR_EMAILS: EMAIL,
  },
});
const server = await new Promise<Server>((resolve) => {
  const s = running.app.listen(0, "127.0.0.1", () => resolve(s));
});
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const secret = randomBytes(32).toString("base64url");
const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query(
  "insert into luxid_operator_sessions (token_hash, email, csrf_token) values ($1, $2, 'bench')",
  [createHash("sha256").update(secret).digest("hex"), EMAIL],
);
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
      `cookie: luxid_operator=${secret}`,
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

await client.query("delete from luxid_operator_sessions where email = $1", [EMAIL]);
await client.end();
server.closeAllConnections();
server.close();
await running.close();
