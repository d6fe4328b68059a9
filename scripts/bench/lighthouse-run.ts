/** One Lighthouse (mobile) run and what the reports say: shared by `bench:lighthouse` and its `--compare`. */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

export interface Report {
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      score?: number | null;
      details?: {
        items?: { resourceType?: string; transferSize?: number; observedFirstContentfulPaint?: number }[];
      };
    }
  >;
}

/**
 * One Lighthouse run of `url` into `out`. Lighthouse occasionally fails to record a trace
 * (NO_NAVSTART), sometimes exiting non-zero and sometimes writing a report without scores: up to
 * three attempts. With `traceDir`, the trace and the rest of what Lighthouse gathered are kept there
 * (`-GA`): `trace.json` is the unthrottled load its simulation starts from.
 */
export function lighthouse(
  url: string,
  out: string,
  options: { chrome: string; devtools?: boolean; traceDir?: string },
): Report {
  const run = () =>
    execFileSync(
      "npx",
      [
        "lighthouse",
        url,
        "--form-factor=mobile",
        ...(options.devtools ? ["--throttling-method=devtools"] : []),
        "--only-categories=performance,accessibility,best-practices,seo",
        `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update`,
        "--output=json",
        `--output-path=${out}`,
        "--quiet",
        ...(options.traceDir ? [`-GA=${options.traceDir}`] : []),
      ],
      { stdio: "inherit", env: { ...process.env, CHROME_PATH: options.chrome } },
    );
  let failure = "";
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      run();
      const report = JSON.parse(readFileSync(out, "utf8")) as Report & { runtimeError?: { code?: string } };
      if (!report.runtimeError && typeof report.categories.performance?.score === "number") return report;
      failure = report.runtimeError?.code ?? "no performance score";
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
  }
  throw new Error(`Lighthouse failed three times on ${url}: ${failure}`);
}

export const score = (r: Report, category: string) => Math.round((r.categories[category]?.score ?? 0) * 100);

/** An audit's measured value (milliseconds for timings). */
export const metric = (r: Report, audit: string) => r.audits[audit]?.numericValue ?? 0;

/**
 * When Chromium painted first in the unthrottled load the simulation starts from (ms). A script
 * counts toward the simulated FCP only if it had loaded by then, so on a fast machine a page whose
 * paint comes before its scripts gets a far earlier FCP than on a slow one.
 */
export const observedPaint = (r: Report) =>
  r.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? Number.NaN;

/** The scripts a page loaded and their transfer sizes (headers included), from its run. */
export function scriptsOf(r: Report): { count: number; bytes: number } {
  const scripts = (r.audits["network-requests"]?.details?.items ?? []).filter(
    (i) => i.resourceType === "Script",
  );
  return { count: scripts.length, bytes: scripts.reduce((sum, i) => sum + (i.transferSize ?? 0), 0) };
}

/** The run with the median performance score. */
export function medianRun(reports: Report[]): Report {
  const ranked = [...reports].sort((a, b) => score(a, "performance") - score(b, "performance"));
  return ranked[Math.floor((ranked.length - 1) / 2)]!;
}

/** The median of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
