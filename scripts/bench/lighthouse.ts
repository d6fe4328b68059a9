/**
 * `npm run bench:lighthouse [-- [--devtools] [--runs N] [baseUrl] [paths...]]`: Lighthouse (mobile)
 * on every public route (the sitemap's pages, the 12 articles and the payment callback), each run
 * N times (3 by default); the run with the median performance score is reported. Prints one
 * Markdown table and writes it to docs/benchmarks/, with the JSON reports in .lighthouse/.
 *
 * Without a base URL it builds if needed and starts the production server of this checkout on a
 * free loopback port (test payments, an in-memory database), and stops it afterwards. Run it on a
 * quiet machine: the scores are timings, and a busy CPU lengthens every task Lighthouse observes.
 *
 * By default Lighthouse simulates a slow 4G phone from an unthrottled load (what PageSpeed
 * Insights reports); `--devtools` throttles the real load instead, which shows what a change does
 * to a phone's load order (ADR 006 compares both).
 *
 * `--compare [--routes /a,/b] [--before URL] [--no-inp]` measures every route a buyer opens (or
 * the subset) beside a bare React Router template instead (scripts/bench/lighthouse-compare.ts).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import os from "node:os";
import { BLOG_SLUGS } from "../../app/content/blog/posts.ts";
import { STATIC_PAGES } from "../../app/content/sitemap.ts";
import { freePort } from "../../tests/support/server-process.ts";
import { lighthouse as lighthouseRun, medianRun, type Report, score, scriptsOf } from "./lighthouse-run.ts";
import { startApp, type Started } from "./processes.ts";
import { findChromium } from "../ensure-chromium.ts";
import { writeFormatted } from "../write-formatted.ts";

const args = process.argv.slice(2);
if (args.includes("--compare")) {
  // Side by side with a bare React Router template, interleaved: scripts/bench/lighthouse-compare.ts.
  await import("./lighthouse-compare.ts");
  process.exit(0);
}
const devtools = args.includes("--devtools");
const runsAt = args.indexOf("--runs");
const runs = runsAt === -1 ? 3 : Number(args[runsAt + 1]);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number of runs, 1 or more");
const positional = args.filter((a, i) => a !== "--devtools" && a !== "--runs" && args[i - 1] !== "--runs");
const given = positional[0]?.startsWith("http") ? positional.shift() : undefined;
const paths = positional.length
  ? positional
  : [...STATIC_PAGES, ...BLOG_SLUGS.map((slug) => `/blog/${slug}`), "/payment-callback"];
const chrome = findChromium();
if (!chrome) throw new Error("Chromium not found: run `node scripts/ensure-chromium.ts`");
mkdirSync(".lighthouse", { recursive: true });

interface Row {
  path: string;
  scores: number[];
  report: Report;
}

const seconds = (r: Report, audit: string) => `${((r.audits[audit]?.numericValue ?? 0) / 1000).toFixed(1)} s`;
const millis = (r: Report, audit: string) => `${Math.round(r.audits[audit]?.numericValue ?? 0)} ms`;

// Other work on the machine stretches every task Lighthouse times: say so in the report.
const loadAtStart = os.loadavg()[0]!;
const busy = loadAtStart > os.cpus().length / 2;
if (busy)
  console.warn(
    `warning: load average ${loadAtStart.toFixed(1)} before the first run; the scores will be low`,
  );

let app: Started | undefined;
if (!given) {
  execFileSync(process.execPath, ["scripts/ensure-build.ts"], { stdio: "inherit" });
  app = await startApp(await freePort(), {
    PAYMENTS_MODE: "sandbox",
    RATE_LIMIT_DISABLED: "true",
  });
}
const base = given ?? app!.url;

const rows: Row[] = [];
try {
  for (const path of paths) {
    const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
    const reports = Array.from({ length: runs }, (_, i) =>
      lighthouseRun(`${base}${path}`, `.lighthouse/${name}-${i + 1}.json`, { chrome, devtools }),
    );
    const median = medianRun(reports);
    rows.push({ path, scores: reports.map((r) => score(r, "performance")), report: median });
    console.log(`${path}: performance ${reports.map((r) => score(r, "performance")).join(", ")}`);
  }
} finally {
  await app?.stop();
}

const table = [
  "| route | perf (median) | runs | a11y | best practices | SEO | FCP | LCP | TBT | CLS |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ...rows
    .map(({ path, scores, report: r }) =>
      [
        path,
        score(r, "performance"),
        scores.join(", "),
        score(r, "accessibility"),
        score(r, "best-practices"),
        score(r, "seo"),
        seconds(r, "first-contentful-paint"),
        seconds(r, "largest-contentful-paint"),
        millis(r, "total-blocking-time"),
        (r.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
      ].join(" | "),
    )
    .map((line) => `| ${line} |`),
].join("\n");

// Lighthouse's own CPU benchmark of each run: how fast the machine was while it measured.
const speeds = rows.map((r) => Math.round(r.report.environment?.benchmarkIndex ?? 0)).filter((b) => b > 0);
const below = rows.filter((r) => score(r.report, "performance") < 98).map((r) => r.path);
// Lighthouse's SEO category fails any page kept out of search ("Page is blocked from indexing"),
// whatever its reason; the report names them, read from the runs, so a lost score is explained.
const noindexed = rows.filter((r) => r.report.audits["is-crawlable"]?.score === 0).map((r) => r.path);
const noindexNote = noindexed.length
  ? `\nSEO on ${noindexed.join(", ")}: the page says \`noindex\` (the payment callback does on purpose: it shows one buyer's own payment), which Lighthouse's SEO category counts against it.\n`
  : "";
const home = rows.find((r) => r.path === "/");
const homeScripts = home ? scriptsOf(home.report) : undefined;
const stamp = new Date().toISOString().slice(0, 16).replace("T", "-").replace(":", "-");
const doc = `# Lighthouse mobile, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC

\`npm run bench:lighthouse\`${devtools ? " --devtools (throttled load)" : " (simulated slow 4G, as PageSpeed Insights)"}: ${runs} run(s) per route, the run with the median performance score shown.
Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GB, load average ${os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(
    " / ",
  )} at the end (${loadAtStart.toFixed(1)} before the first run); Lighthouse benchmark index of the reported runs ${Math.min(...speeds)}–${Math.max(...speeds)}.
Lighthouse times the tasks it observes: a busy or slower machine scores lower.${busy ? "\n**The machine was busy when the runs started: these scores are lower than the pages'.**" : ""}

${table}

${below.length ? `Below 98: ${below.join(", ")}.` : "Every route scores 98 or more."}
${homeScripts ? `\nFirst-load JavaScript of \`/\` (its reported run): ${homeScripts.bytes.toLocaleString("en")} bytes in ${homeScripts.count} scripts, Lighthouse transfer sizes (headers included).\n` : ""}${noindexNote}`;
mkdirSync("docs/benchmarks", { recursive: true });
const file = `docs/benchmarks/${stamp}-lighthouse${devtools ? "-devtools" : ""}.md`;
await writeFormatted(file, doc);
console.log(`\n${table}\n\nwritten to ${file}`);
