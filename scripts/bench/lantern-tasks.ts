/**
 * `npm run bench:tasks -- <url> [--runs N]`: which main-thread tasks of a page's load Lighthouse
 * counts as blocking time, and why (ADR 038). Runs Lighthouse (mobile, simulated slow 4G) keeping
 * its trace (`-GA` into `.lighthouse/tasks-<run>/`), then lists the page renderer's tasks of 5 ms
 * or more in the unthrottled trace: when they started, how long they took, what filled them, and
 * how long Lighthouse's simulator makes them (2x for a task that lays out, 4x for any other: a
 * simulated task over 50 ms that ends after the estimated first paint is blocking time). Beside
 * them, Lighthouse's own long-task list (simulated), its TBT and FCP.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { findChromium } from "../ensure-chromium.ts";
import { lighthouse, metric } from "./lighthouse-run.ts";

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

interface LongTask {
  url: string;
  duration: number;
  startTime: number;
}

/** What a task is, by the first of these events it holds (the commit's children parse the first bytes). */
const KINDS: [kind: string, events: string[]][] = [
  ["commit", ["DocumentLoader::CommitNavigation"]],
  ["paint", ["Paint"]],
  ["layout", ["Layout"]],
  ["style", ["UpdateLayoutTree"]],
  ["parse", ["ParseHTML", "ParseAuthorStyleSheet"]],
  ["script", ["v8.evaluateModule", "EvaluateScript", "FunctionCall", "v8.callFunction"]],
];

/** The renderer's main thread: the `CrRendererMain` with the most complete events (the page's). */
function mainThread(events: TraceEvent[]): TraceEvent[] {
  const threads = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const on = (t: TraceEvent) => events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === "X");
  return threads.map(on).reduce((a, b) => (b.length > a.length ? b : a), []);
}

function tasksOf(trace: { traceEvents: TraceEvent[] }): string[] {
  const thread = mainThread(trace.traceEvents);
  const start = Math.min(...thread.filter((e) => e.name === "ParseHTML").map((e) => e.ts));
  const rows: string[] = [];
  for (const task of thread.filter((e) => e.name === "RunTask" && (e.dur ?? 0) >= 5000)) {
    const end = task.ts + (task.dur ?? 0);
    const inside = new Set(thread.filter((e) => e.ts >= task.ts && e.ts <= end).map((e) => e.name));
    const kind = KINDS.find(([, names]) => names.some((n) => inside.has(n)))?.[0] ?? "other";
    const ms = (task.dur ?? 0) / 1000;
    const multiplier = inside.has("Layout") ? 2 : 4;
    rows.push(
      `| ${((task.ts - start) / 1000).toFixed(1)} | ${kind} | ${ms.toFixed(1)} | ×${multiplier} = ${Math.round(ms * multiplier)} |`,
    );
  }
  return rows;
}

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt === -1 ? 1 : Number(args[runsAt + 1]);
const url = args.find((a, i) => a.startsWith("http") && args[i - 1] !== "--runs");
if (!url || !Number.isInteger(runs) || runs < 1) throw new Error("usage: bench:tasks -- <url> [--runs N]");
const chrome = findChromium();
if (!chrome) throw new Error("Chromium not found: run `node scripts/ensure-chromium.ts`");

for (let run = 1; run <= runs; run++) {
  const dir = `.lighthouse/tasks-${run}`;
  mkdirSync(dir, { recursive: true });
  // The shared run (retried when Lighthouse fails to record a trace), with the trace kept.
  const report = lighthouse(url, `${dir}/report.json`, { chrome, traceDir: dir });
  const value = (audit: string) => Math.round(metric(report, audit));
  // The long-tasks audit lists what the simulator made of each task: its page, start and length.
  const longTasks = (report.audits["long-tasks"]?.details?.items ?? []) as LongTask[];
  const long = longTasks.map(
    (t) => `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} (${t.url.split("/").pop() || "page"})`,
  );
  const trace = JSON.parse(readFileSync(`${dir}/trace.json`, "utf8")) as { traceEvents: TraceEvent[] };
  console.log(
    `\n## ${url}, run ${run}: TBT ${value("total-blocking-time")} ms, FCP ${value("first-contentful-paint")} ms`,
  );
  console.log(`Lighthouse's long tasks (simulated): ${long.join("; ") || "none"}\n`);
  console.log(
    "| at (ms from the first parse) | task | traced (ms) | simulated (ms) |\n| --- | --- | --- | --- |",
  );
  console.log(tasksOf(trace).join("\n"));
}
