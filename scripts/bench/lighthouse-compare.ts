/**
 * `npm run bench:lighthouse -- --compare [--runs N] [--routes /a,/b] [--before URL] [--no-inp]`:
 * Lighthouse mobile (simulated slow 4G) on every page a buyer opens and on a bare React Router SSR
 * template (scripts/bench/template: the same fonts, no project code) served as `react-router-serve`
 * serves it, in the same run and interleaved: each round measures the template, then every route,
 * so a machine that other work slows down slows both alike. Reports each page's medians over the
 * runs next to the template's and the machine's Lighthouse benchmark index, and writes them,
 * formatted by Prettier, to docs/benchmarks/.
 *
 * `--routes` measures a subset. `--before URL` measures the same routes on a second, already
 * running server too (the build of an earlier commit, started from a copy of that checkout) in the
 * same rounds, so a change is measured before and after under the same load.
 *
 * Interaction to Next Paint needs a visitor's input, which a Lighthouse navigation has not: each
 * round also taps every page once in Playwright at 4x CPU slowdown and reads the browser's Event
 * Timing entries (scripts/bench/interaction.ts); `--no-inp` leaves that out.
 */
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync } from "node:fs";
import os from "node:os";
import { BLOG_SLUGS } from "../../app/content/blog/posts.ts";
import { STATIC_PAGES } from "../../app/content/sitemap.ts";
import { freePort } from "../../tests/support/server-process.ts";
import { findChromium } from "../ensure-chromium.ts";
import { interactionOf, launchInteractionBrowser } from "./interaction.ts";
import {
  lighthouse,
  median,
  metric,
  observedPaint,
  type Report,
  score,
  scriptsOf,
} from "./lighthouse-run.ts";
import { startApp } from "./processes.ts";
import { writeFormatted } from "../write-formatted.ts";

/** Every page a buyer opens: the sitemap's, two articles and the payment callback. */
const EVERY_ROUTE = [
  ...STATIC_PAGES,
  ...BLOG_SLUGS.slice(0, 2).map((s) => `/blog/${s}`),
  "/payment-callback",
];
const TEMPLATE = "template";
/** A blank document from the template's server: the run's floor, beside the targets, not held to them. */
const BLANK = "blank document";
const BEFORE = " (before)";

const args = process.argv.slice(2).filter((a) => a !== "--compare");
const option = (name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args.splice(at, 2)[1];
};
const runs = Number(option("--runs") ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number of runs, 1 or more");
const subset = option("--routes");
const beforeUrl = option("--before")?.replace(/\/$/, "");
const withInp = !args.includes("--no-inp");
const given = args.filter((a) => a !== "--no-inp");
const paths = subset ? subset.split(",").filter(Boolean) : given.length ? given : EVERY_ROUTE;
for (const p of paths) if (!p.startsWith("/")) throw new Error(`a route starts with /: ${p}`);
const chrome = findChromium();
if (!chrome) throw new Error("Chromium not found: run `node scripts/ensure-chromium.ts`");
mkdirSync(".lighthouse", { recursive: true });

const loadAtStart = os.loadavg();
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

/** Every page measured: the template, each route, and each route on the `--before` server. */
const pages = [TEMPLATE, BLANK, ...paths.flatMap((p) => (beforeUrl ? [p, `${p}${BEFORE}`] : [p]))];
const urlOf = (page: string) =>
  page === TEMPLATE
    ? templateUrl
    : page === BLANK
      ? `${templateUrl}blank`
      : page.endsWith(BEFORE)
        ? `${beforeUrl}${page.slice(0, -BEFORE.length)}`
        : `${app.url}${page}`;
const reports = new Map<string, Report[]>(pages.map((p) => [p, []]));
const inps = new Map<string, number[]>(pages.map((p) => [p, []]));
const fileName = (page: string) =>
  page === TEMPLATE || page === BLANK
    ? page.replace(" ", "-")
    : (page === "/" ? "home" : page.slice(1).replaceAll("/", "_")).replace(BEFORE, "-before");
const browser = withInp ? await launchInteractionBrowser() : undefined;
try {
  for (let round = 1; round <= runs; round++) {
    for (const page of pages) {
      const report = lighthouse(urlOf(page), `.lighthouse/compare-${fileName(page)}-${round}.json`, {
        chrome,
      });
      reports.get(page)!.push(report);
      let inp = "";
      if (browser) {
        const { ms } = await interactionOf(browser, urlOf(page), {
          marksHydration: page !== TEMPLATE && page !== BLANK,
        });
        inps.get(page)!.push(ms);
        inp = `, INP ${Math.round(ms)} ms`;
      }
      console.log(`round ${round} ${page}: performance ${score(report, "performance")}${inp}`);
    }
  }
} finally {
  await browser?.close();
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
  inp: number;
  mpfid: number;
  jsBytes: number;
  scripts: number;
  benchmark: number;
}
function mediansOf(page: string): Medians {
  const list = reports.get(page)!;
  const of = (f: (r: Report) => number) => median(list.map(f));
  return {
    scores: list.map((r) => score(r, "performance")),
    score: of((r) => score(r, "performance")),
    fcp: of((r) => metric(r, "first-contentful-paint")),
    lcp: of((r) => metric(r, "largest-contentful-paint")),
    tbt: of((r) => metric(r, "total-blocking-time")),
    inp: inps.get(page)!.length ? median(inps.get(page)!) : Number.NaN,
    mpfid: of((r) => metric(r, "max-potential-fid")),
    jsBytes: of((r) => scriptsOf(r).bytes),
    scripts: of((r) => scriptsOf(r).count),
    benchmark: of((r) => r.environment?.benchmarkIndex ?? 0),
  };
}

const base = mediansOf(TEMPLATE);
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ms = (v: number) => `${Math.round(v)} ms`;
// Event Timing reports nothing under 16 ms: a tap that quick leaves no entry.
const inpText = (v: number) => (Number.isNaN(v) ? "–" : v < 16 ? "< 16 ms" : ms(v));
const ratio = (ours: number, theirs: number) => (theirs > 0 ? `${(ours / theirs).toFixed(2)}×` : "–");
const row = (page: string, m: Medians) =>
  `| ${page} | ${m.score} | ${m.scores.join(", ")} | ${s(m.fcp)} | ${s(m.lcp)} | ${ms(m.tbt)} | ${inpText(m.inp)} | ${ms(m.mpfid)} | ${Math.round(m.jsBytes).toLocaleString("en")} (${m.scripts}) | ${Math.round(m.benchmark)} |`;
const blank = mediansOf(BLANK);
const rows = pages.filter((p) => p !== TEMPLATE && p !== BLANK).map((page) => ({ page, m: mediansOf(page) }));
/** What the shop holds itself to beside the template (its performance targets). */
const verdict = ({ m }: { m: Medians }) => {
  const misses = [
    m.score < Math.max(98, base.score) && `score ${m.score} < max(98, ${base.score})`,
    // A template that blocks 0 ms leaves no room: 1.5 × 0 is 0, so any blocking misses the target.
    m.tbt > 1.5 * base.tbt && `TBT ${ms(m.tbt)} > 1.5 × ${ms(base.tbt)}`,
    m.fcp > 0.6 * base.fcp && `FCP ${ratio(m.fcp, base.fcp)} > 0.6×`,
  ].filter(Boolean);
  return misses.length ? misses.join("; ") : "met";
};
const table = [
  "| page | perf (median) | runs | FCP | LCP | TBT | INP (tap, Event Timing) | Max Potential FID | JS bytes (scripts) | benchmark index |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  row("**template**", base),
  row("_blank document_", blank),
  ...rows.map(({ page, m }) => row(page, m)),
].join("\n");
const against = [
  "| page | FCP ÷ template | TBT ÷ template | targets (score ≥ template and ≥ 98, TBT ≤ 1.5×, FCP ≤ 0.6×) |",
  "| --- | --- | --- | --- |",
  ...rows.map(
    (r) => `| ${r.page} | ${ratio(r.m.fcp, base.fcp)} | ${ratio(r.m.tbt, base.tbt)} | ${verdict(r)} |`,
  ),
].join("\n");
// Its scripts count toward the template's FCP only in a run where they had loaded when Chromium
// painted: the ratio targets read differently when that happened in one run of three or in two.
const templateRuns = reports
  .get(TEMPLATE)!
  .map((r) => `${s(metric(r, "first-contentful-paint"))} (painted at ${ms(observedPaint(r))})`)
  .join(", ");
const speeds = [...reports.values()].flat().map((r) => Math.round(r.environment?.benchmarkIndex ?? 0));
const when = new Date().toISOString();
const load = (l: number[]) => l.map((v) => v.toFixed(1)).join(" / ");
const doc = `# Lighthouse mobile beside a bare React Router template, ${when.slice(0, 16).replace("T", " ")} UTC

\`npm run bench:lighthouse -- --compare${subset ? ` --routes ${subset}` : ""}${beforeUrl ? " --before …" : ""}\`: Lighthouse ${runs} times per page (simulated slow 4G, mobile), interleaved: each round runs the template (scripts/bench/template: React Router's SSR template with the shop's two fonts, served by Express with gzip as \`react-router-serve\` does), then every route of the production server (page cache on, test payments)${beforeUrl ? ", each followed by the same route on the earlier build (rows marked “(before)”)" : ""}. Every figure is the median of its page's runs.
Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, load average (1 / 5 / 15 min) ${load(loadAtStart)} before the first run and ${load(os.loadavg())} after; Lighthouse benchmark index ${Math.min(...speeds)}–${Math.max(...speeds)} over all runs, the template's median ${Math.round(base.benchmark)} (higher is faster; Lighthouse scales its simulated 4x slowdown from the machine it runs on, not to it).

A Lighthouse navigation has no Interaction to Next Paint (nobody types or taps). ${withInp ? "The INP column is measured apart, in each round: Playwright loads the page at 4x CPU slowdown on Lighthouse's phone screen, taps its first disclosure (`<summary>`) or else its first heading once it is ready, and reads the longest Event Timing entry of the tap (“< 16 ms”: too quick for the browser to report). " : ""}The blank document (one heading and a sentence, no style sheet, font or script, from the template's server) is the run's floor: no page can paint before it; it is ${ratio(blank.fcp, base.fcp)} the template's FCP in this run. The template's FCP run by run, with when Chromium painted it in the unthrottled load Lighthouse simulates from: ${templateRuns}; Lighthouse counts its scripts as needed for that paint only when they had loaded by then. Max Potential FID is the longest main-thread task after the first paint, the worst wait a first tap could have. JS bytes are Lighthouse transfer sizes, headers included.

${table}

${against}
`;
mkdirSync("docs/benchmarks", { recursive: true });
const file = `docs/benchmarks/${when.slice(0, 16).replace("T", "-").replace(":", "-")}-lighthouse-compare.md`;
await writeFormatted(file, doc);
console.log(`\n${table}\n\n${against}\n\nwritten to ${file}`);
