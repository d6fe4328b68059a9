/** Side-by-side throughput of the app's pages and the same bytes from a static-file server. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import autocannon from "autocannon";

export interface Measurement {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface PageRow {
  path: string;
  encoding: "br" | "identity";
  app: Measurement;
  baseline: Measurement;
}

/** 10 connections for `seconds`, after a short warm-up; loopback only. */
export async function measure(
  url: string,
  encoding: string,
  seconds: number,
  connections = 10,
): Promise<Measurement> {
  const host = new URL(url).hostname;
  if (host !== "127.0.0.1") throw new Error("Benchmarks target this machine only");
  const headers = { "accept-encoding": encoding };
  await autocannon({ url, connections, duration: 1, headers });
  const r = await autocannon({ url, connections, duration: seconds, headers });
  return measurementOf(r);
}

/** The figures the tables report, from one autocannon run. */
function measurementOf(r: autocannon.Result): Measurement {
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/**
 * Saves each page as the app renders it (plain bytes) with brotli (best) and gzip (best) twins,
 * under names a static server maps one to one. Returns the file path for each page.
 */
export async function snapshotPages(
  appUrl: string,
  paths: readonly string[],
  dir: string,
): Promise<Map<string, string>> {
  mkdirSync(dir, { recursive: true });
  const files = new Map<string, string>();
  for (const [i, p] of paths.entries()) {
    const res = await fetch(`${appUrl}${p}`, { headers: { "accept-encoding": "identity" } });
    if (!res.ok) throw new Error(`${p} answered ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    const ext = (res.headers.get("content-type") ?? "").includes("json") ? "json" : "html";
    const name = `page-${i}.${ext}`;
    writeFileSync(path.join(dir, name), body);
    writeFileSync(
      path.join(dir, `${name}.br`),
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(body, { level: 9 }));
    files.set(p, `/${name}`);
  }
  return files;
}
