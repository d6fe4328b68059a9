/**
 * Lighthouse (mobile) against a running server: `node scripts/lighthouse.ts [--devtools] [baseUrl] [paths...]`.
 * Prints the four category scores, CLS, LCP, TBT and TTI per page and writes JSON reports to
 * .lighthouse/. Start the production server first (`npm start`), and run on a quiet machine:
 * scores are timings.
 *
 * By default Lighthouse simulates a slow 4G phone from an unthrottled load (what PageSpeed
 * Insights reports); `--devtools` throttles the real load instead, which shows what a change does
 * to a phone's load order (ADR 006 compares both).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { findChromium } from "./ensure-chromium.ts";

const args = process.argv.slice(2);
const devtools = args.includes("--devtools");
const [base = "http://127.0.0.1:3000", ...rest] = args.filter((a) => a !== "--devtools");
const paths = rest.length ? rest : ["/", "/features", "/faq", "/terms"];
const chrome = findChromium();
if (!chrome) throw new Error("Chromium not found: run `node scripts/ensure-chromium.ts`");
mkdirSync(".lighthouse", { recursive: true });

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number; displayValue?: string }>;
}

for (const path of paths) {
  const out = `.lighthouse/${path === "/" ? "home" : path.slice(1).replaceAll("/", "_")}.json`;
  // Lighthouse occasionally fails to record a trace (NO_NAVSTART): one retry.
  const run = () =>
    execFileSync(
      "npx",
      [
        "lighthouse",
        `${base}${path}`,
        "--form-factor=mobile",
        ...(devtools ? ["--throttling-method=devtools"] : []),
        "--only-categories=performance,accessibility,best-practices,seo",
        `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update`,
        "--output=json",
        `--output-path=${out}`,
        "--quiet",
      ],
      { stdio: "inherit", env: { ...process.env, CHROME_PATH: chrome } },
    );
  try {
    run();
  } catch {
    run();
  }
  const r = JSON.parse(readFileSync(out, "utf8")) as Report;
  const score = (k: string) => Math.round((r.categories[k]?.score ?? 0) * 100);
  console.log(
    `${path}  perf ${score("performance")}  a11y ${score("accessibility")}  best ${score("best-practices")}  seo ${score("seo")}  ` +
      `FCP ${r.audits["first-contentful-paint"]?.displayValue}  CLS ${r.audits["cumulative-layout-shift"]?.numericValue?.toFixed(3)}  LCP ${r.audits["largest-contentful-paint"]?.displayValue}  ` +
      `TBT ${r.audits["total-blocking-time"]?.displayValue}  TTI ${r.audits["interactive"]?.displayValue}`,
  );
}
