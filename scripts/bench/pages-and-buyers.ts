/**
 * `npm run bench`: builds if needed, starts the production server on loopback and measures, in one
 * run, each page beside the same bytes served by `sirv` (the static-file baseline, with brotli and
 * gzip twins on disk), then pre-order saves from 200 concurrent buyers on PGlite and, when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, on PostgreSQL (in a database of
 * its own, dropped afterwards). Prints one Markdown table and writes it to docs/benchmarks/.
 *
 * BENCH_PORT (default 3100, uses +0..+2), BENCH_SECONDS per measurement (default 5),
 * BENCH_PREORDERS (default 2000). Ratios are what compare across machines: both servers share
 * the same cores at the same moment.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { measure, type PageRow, snapshotPages } from "./http.ts";
import { savePreorders, type PreorderRun } from "./preorders.ts";
import { startApp, startSirv, type StartupTimes, timeNpmStart } from "./processes.ts";
import { writeFormatted } from "../write-formatted.ts";

const port = Number(process.env.BENCH_PORT ?? 3100);
// Pages measured here are the ones a launch sends traffic to; the article is one of the twelve.
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const preorderCount = Number(process.env.BENCH_PREORDERS ?? 2000);
// Saves before the measured ones, so that the figures are those of a warm process (see savePreorders).
const preorderWarmup = Number(process.env.BENCH_PREORDER_WARMUP ?? 1000);
const buyers = 200;
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const PAGES = ["/", "/features", "/store", "/blog/ar-glasses-landscape-3dof-vue-glass"];

execFileSync(process.execPath, ["scripts/ensure-build.ts"], { stdio: "inherit" });

const fmt = (n: number) => (n >= 100 ? Math.round(n).toString() : n.toFixed(1));
const lines: string[] = [];
const out = (line = "") => {
  lines.push(line);
  console.log(line);
};

async function pages(): Promise<{ rows: PageRow[]; startupMs: number; htmlBytes: number }> {
  const app = await startApp(port);
  const dir = mkdtempSync(path.join(os.tmpdir(), "luxid-bench-"));
  try {
    const files = await snapshotPages(app.url, PAGES, dir);
    const htmlBytes = (
      await (await fetch(`${app.url}/`, { headers: { "accept-encoding": "identity" } })).arrayBuffer()
    ).byteLength;
    const sirv = await startSirv(dir, port + 1, files.get("/") ?? "/");
    const rows: PageRow[] = [];
    try {
      for (const p of PAGES) {
        for (const encoding of ["br", "identity"] as const) {
          const appResult = await measure(`${app.url}${p}`, encoding, seconds);
          const baseline = await measure(`${sirv.url}${files.get(p)}`, encoding, seconds);
          rows.push({ path: p, encoding, app: appResult, baseline });
          console.error(`measured ${p} (${encoding})`);
        }
      }
    } finally {
      await sirv.stop();
    }
    return { rows, startupMs: app.startupMs, htmlBytes };
  } finally {
    await app.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Pre-orders on one engine; counts the stored rows afterwards so a lost save cannot hide. */
async function preorders(engine: "pglite" | "postgres"): Promise<PreorderRun & { stored: number }> {
  if (engine === "pglite") {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "luxid-bench-db-"));
    try {
      const app = await startApp(port + 2, { DATA_DIR: dataDir });
      let run: PreorderRun;
      try {
        run = await savePreorders(app.url, buyers, preorderCount, preorderWarmup);
      } finally {
        await app.stop();
      }
      const db = await PGlite.create(path.join(dataDir, "pglite"));
      const { rows } = await db.query<{ n: number }>("select count(*)::int as n from luxid_preorders");
      await db.close();
      return { ...run, stored: rows[0]?.n ?? 0 };
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const name = `luxid_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgAdminUrl ?? "");
  url.pathname = `/${name}`;
  try {
    const app = await startApp(port + 2, { DATABASE_URL: url.toString() });
    let run: PreorderRun;
    try {
      run = await savePreorders(app.url, buyers, preorderCount, preorderWarmup);
    } finally {
      await app.stop();
    }
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from luxid_preorders");
    await client.end();
    return { ...run, stored: rows[0]?.n ?? 0 };
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** `npm start` to ready, on a new PGlite directory (migrations run) and again on the same one. */
async function startups(): Promise<{ fresh: StartupTimes; again: StartupTimes }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "luxid-bench-start-"));
  try {
    const fresh = await timeNpmStart(port + 3, dataDir);
    const again = await timeNpmStart(port + 3, dataDir);
    return { fresh, again };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// BENCH_ONLY=pages|preorders|startup runs one part while working on it; the table takes all three.
const only = process.env.BENCH_ONLY;
const started = new Date();
const loadBefore = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(" ");
const start = !only || only === "startup" ? await startups() : undefined;
const { rows, startupMs, htmlBytes } =
  !only || only === "pages" ? await pages() : { rows: [], startupMs: NaN, htmlBytes: NaN };
const orders: [string, PreorderRun & { stored: number }][] = [];
if (!only || only === "preorders") {
  orders.push(["PGlite", await preorders("pglite")]);
  if (pgAdminUrl) orders.push(["PostgreSQL", await preorders("postgres")]);
}

out(`# Benchmark ${started.toISOString()}`);
out();
out(
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, load average before the run ${loadBefore}, ` +
    `Node ${process.version}; autocannon, 10 connections, ${seconds} s per cell after 1 s of warm-up.`,
);
out();
if (start) {
  const ms = (n: number) => Math.round(n).toString();
  out(
    "Start-up, `npm start` from this built checkout (its build check included), PGlite under a DATA_DIR; " +
      "milliseconds until each first answered 200:",
  );
  out();
  out("| DATA_DIR | /healthz | /readyz (database) | `/` rendered |");
  out("| -------- | -------: | -----------------: | -----------: |");
  out(`| new | ${ms(start.fresh.healthz)} | ${ms(start.fresh.readyz)} | ${ms(start.fresh.page)} |`);
  out(
    `| the same again | ${ms(start.again.healthz)} | ${ms(start.again.readyz)} | ${ms(start.again.page)} |`,
  );
  out();
}
if (rows.length) {
  out(
    `Pages: the app (in-memory PGlite, spawn to \`/readyz\` ${Math.round(startupMs)} ms) beside \`sirv --brotli --gzip\` ` +
      `serving the same bytes saved to disk with \`.br\` and \`.gz\` twins; \`/\` HTML ${(htmlBytes / 1024).toFixed(1)} KB raw.`,
  );
  out();
  out(
    "| path | encoding | app req/s | app p50 ms | app p99 ms | sirv req/s | sirv p50 ms | sirv p99 ms | ratio |",
  );
  out(
    "| ---- | -------- | --------: | ---------: | ---------: | ---------: | ----------: | ----------: | ----: |",
  );
  for (const { path: p, encoding, app, baseline } of rows) {
    const failed = app.errors + app.non2xx ? ` (${app.errors} errors, ${app.non2xx} non-2xx)` : "";
    out(
      `| ${p} | ${encoding} | ${fmt(app.rps)}${failed} | ${app.p50} | ${app.p99} | ${fmt(baseline.rps)} | ${baseline.p50} | ${baseline.p99} | ${(app.rps / baseline.rps).toFixed(2)} |`,
    );
  }
  out();
}
if (orders.length) {
  out(
    `Pre-orders: ${preorderCount} saves from ${buyers} concurrent buyers, each from an address of its own ` +
      "(rate limits on), each buyer a loop on a kept-alive connection (as a proxy holds them), measured after one " +
      `save per buyer opened the connections and ${preorderWarmup} more warmed the process up, without a pause; ` +
      "sent, 201 and stored include the warm-up; " +
      "lost = acknowledged with 201 but not stored.",
  );
  out();
  out("| engine | saved/s | p50 ms | p99 ms | sent | 201 | other | stored | lost |");
  out("| ------ | ------: | -----: | -----: | ---: | --: | ----: | -----: | ---: |");
  for (const [engine, r] of orders) {
    out(
      `| ${engine} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${r.sent} | ${r.created} | ${
        Object.entries(r.others)
          .map(([status, n]) => `${n} × ${status}`)
          .join(", ") || 0
      } | ${r.stored} | ${Math.max(0, r.created - r.stored)} |`,
    );
  }
}
if (orders.length && !pgAdminUrl)
  out("\nPostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to an admin connection URL.");

mkdirSync("docs/benchmarks", { recursive: true });
const file = `docs/benchmarks/${started.toISOString().slice(0, 16).replace(/[:T]/g, "-")}-load.md`;
await writeFormatted(file, lines.join("\n") + "\n");
console.error(`wrote ${file}`);
