/**
 * `npm run bench:lighthouse -- --compare [--runs N] [paths...]`: Lighthouse mobile (simulated slow
 * 4G) on our routes and on a bare React Router SSR template (scripts/bench/template: the same fonts,
 * no project code) served as `react-router-serve` serves it, in the same run and interleaved: each
 * round measures the template, then every route, so a machine that other work slows down slows
 * both alike. Reports each page's medians over the runs next to the template's and the machine's
 * Lighthouse benchmark index, and writes them to docs/benchmarks/.
 *
 * Interaction to Next Paint needs a visitor's input: a Lighthouse navigation has none, so the
 * table shows Max Potential FID (the longest main-thread task after first paint: the worst wait a
 * first tap could have) in its place.
 */
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { freePort } from "../../tests/faults/server-process.ts";
import { findChromium } from "../ensure-chromium.ts";
import { lighthouse, median, metric, type Report, score, scriptsOf } from "./lighthouse-run.ts";
import { startApp } from "./processes.ts";

/** The pages the issue measured, and one sent without scripts (ADR 026). */
const DEFAULT_PATHS = ["/", "/preorder", "/features", "/faq"];
const TEMPLATE = "template";

const args = process.argv.slice(2).filter((a) => a !== "--compare");
const runsAt = args.indexOf("--runs");
const runs = runsAt === -1 ? 3 : Number(args[runsAt + 1]);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number of runs, 1 or more");
const given = args.filter((a, i) => a !== "--runs" && args[i - 1] !== "--runs");
const paths = given.length ? given : DEFAULT_PATHS;
const chrome = findChromium();
if (!chrome) throw new Error("Chromium not found: run `node scripts/ensure-chromium.ts`");
mkdirSync(".lighthouse", { recursive: true });

const loadAtStart = os.loadavg()[0]!;
execFileSync(process.execPath, ["scripts/ensure-build.ts"], { stdio: "inherit" });
// The template is rebuilt every time (a second or two): it must be the installed React Router's.
execFileSync(
  process.execPath,
  ["node_modules/@react-router/dev/bin.cjs", "build", "scripts/bench/template"],
  {
    stdio: ["ignore", "ignore", "inherit"],
  },
);

const app = await startApp(await freePort(), { PAYMENTS_MODE: "sandbox", RATE_LIMIT_DISABLED: "true" });
const templatePort = await freePort();
const template = spawn(
  process.execPath,
  ["scripts/bench/template/server.ts", "scripts/bench/template/build", String(templatePort)],
  // Its stderr is React Router's log of Lighthouse's /favicon.ico and /robots.txt 404s: left out.
  { stdio: "ignore", env: { ...process.env, NODE_ENV: "production" } },
);
const templateUrl = `http://127.0.0.1:${templatePort}/`;
for (let tries = 0; ; tries++) {
  try {
    if ((await fetch(templateUrl)).ok) break;
  } catch {
    if (tries > 600) throw new Error("the template server did not answer");
    await new Promise((r) => setTimeout(r, 50));
  }
}

const reports = new Map<string, Report[]>([
  [TEMPLATE, []],
  ...paths.map((p) => [p, []] as [string, Report[]]),
]);
const fileName = (page: string) =>
  page === TEMPLATE ? page : page === "/" ? "home" : page.slice(1).replaceAll("/", "_");
try {
  for (let round = 1; round <= runs; round++) {
    for (const page of [TEMPLATE, ...paths]) {
      const url = page === TEMPLATE ? templateUrl : `${app.url}${page}`;
      const report = lighthouse(url, `.lighthouse/compare-${fileName(page)}-${round}.json`, { chrome });
      reports.get(page)!.push(report);
      console.log(`round ${round} ${page}: performance ${score(report, "performance")}`);
    }
  }
} finally {
  template.kill("SIGTERM");
  await once(template, "exit");
  await app.stop();
}

interface Medians {
  scores: number[];
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  mpfid: number;
  jsBytes: number;
  scripts: number;
  benchmark: number;
}
function mediansOf(list: Report[]): Medians {
  const of = (f: (r: Report) => number) => median(list.map(f));
  return {
    scores: list.map((r) => score(r, "performance")),
    score: of((r) => score(r, "performance")),
    fcp: of((r) => metric(r, "first-contentful-paint")),
    lcp: of((r) => metric(r, "largest-contentful-paint")),
    tbt: of((r) => metric(r, "total-blocking-time")),
    mpfid: of((r) => metric(r, "max-potential-fid")),
    jsBytes: of((r) => scriptsOf(r).bytes),
    scripts: of((r) => scriptsOf(r).count),
    benchmark: of((r) => r.environment?.benchmarkIndex ?? 0),
  };
}

const base = mediansOf(reports.get(TEMPLATE)!);
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ms = (v: number) => `${Math.round(v)} ms`;
const ratio = (ours: number, theirs: number) => (theirs > 0 ? `${(ours / theirs).toFixed(2)}×` : "–");
const row = (page: string, m: Medians) =>
  `| ${page} | ${m.score} | ${m.scores.join(", ")} | ${s(m.fcp)} | ${s(m.lcp)} | ${ms(m.tbt)} | ${ms(m.mpfid)} | ${Math.round(m.jsBytes).toLocaleString("en")} (${m.scripts}) | ${Math.round(m.benchmark)} |`;
const rows = paths.map((page) => ({ page, m: mediansOf(reports.get(page)!) }));
/** What the shop holds itself to beside the template (its performance targets). */
const verdict = ({ m }: { m: Medians }) => {
  const misses = [
    m.score < Math.max(98, base.score) && `score ${m.score} < max(98, ${base.score})`,
    m.tbt > Math.max(1.5 * base.tbt, 0) && base.tbt > 0 && `TBT ${ratio(m.tbt, base.tbt)} > 1.5×`,
    m.fcp > 0.6 * base.fcp && `FCP ${ratio(m.fcp, base.fcp)} > 0.6×`,
  ].filter(Boolean);
  return misses.length ? misses.join("; ") : "met";
};
const table = [
  "| page | perf (median) | runs | FCP | LCP | TBT | Max Potential FID (INP stand-in) | JS bytes (scripts) | benchmark index |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  row("**template**", base),
  ...rows.map(({ page, m }) => row(page, m)),
].join("\n");
const against = [
  "| page | FCP ÷ template | TBT ÷ template | targets (score ≥ template and ≥ 98, TBT ≤ 1.5×, FCP ≤ 0.6×) |",
  "| --- | --- | --- | --- |",
  ...rows.map(
    (r) => `| ${r.page} | ${ratio(r.m.fcp, base.fcp)} | ${ratio(r.m.tbt, base.tbt)} | ${verdict(r)} |`,
  ),
].join("\n");
const speeds = [...reports.values()].flat().map((r) => Math.round(r.environment?.benchmarkIndex ?? 0));
const when = new Date().toISOString();
const doc = `# Lighthouse mobile beside a bare React Router template, ${when.slice(0, 16).replace("T", " ")} UTC

\`npm run bench:lighthouse -- --compare\`: Lighthouse ${runs} times per page (simulated slow 4G, mobile), interleaved: each round runs the template (scripts/bench/template: React Router's SSR template with the shop's two fonts, served by Express with gzip as \`react-router-serve\` does), then every route of the production server (page cache on, test payments). Every figure is the median of its page's runs.
Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, load average ${loadAtStart.toFixed(1)} before the first run and ${os.loadavg()[0]!.toFixed(1)} after; Lighthouse benchmark index ${Math.min(...speeds)}–${Math.max(...speeds)} over all runs (higher is faster; Lighthouse scales its simulated 4x slowdown from the machine it runs on, not to it).

A Lighthouse navigation has no Interaction to Next Paint (nobody types or taps): Max Potential FID, the longest main-thread task after the first paint, stands in for it. JS bytes are Lighthouse transfer sizes, headers included.

${table}

${against}
`;
mkdirSync("docs/benchmarks", { recursive: true });
const file = `docs/benchmarks/${when.slice(0, 16).replace("T", "-").replace(":", "-")}-lighthouse-compare.md`;
writeFileSync(file, doc);
console.log(`\n${table}\n\n${against}\n\nwritten to ${file}`);
