import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "../support/e2e/fixtures";
import { BLOG_SLUGS } from "../../app/content/blog/posts";
import { STATIC_PAGES } from "../../app/content/sitemap";

/**
 * The W3C Nu HTML checker (vnu.jar from the `vnu-jar` package, run on the machine's Java) over the
 * server-rendered HTML of every public route and every blog article: any error fails the test.
 * One checker run for all pages, since starting the JVM costs more than checking a page.
 */
const ROUTES = [
  ...STATIC_PAGES,
  ...BLOG_SLUGS.map((slug) => `/blog/${slug}`),
  "/payment-callback",
  "/not-a-page",
];
const vnuJar = path.join(
  path.dirname(createRequire(import.meta.url).resolve("vnu-jar")),
  "build/dist/vnu.jar",
);

/**
 * What the checker's CSS parser does not know in the landing page's inline rules (Tailwind's
 * output, valid CSS): `@property` (registered custom properties, in every browser since 2024) and
 * `margin-trim`, which Tailwind names only inside an `@supports` test. Nothing else is excused.
 */
const CHECKER_CSS_GAPS = [
  /^CSS: Unrecognized at-rule “@property”/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist/,
];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

test("the Nu HTML checker finds no error on any public route or blog article", async ({ request }) => {
  test.setTimeout(240_000); // one JVM checks 36 pages: about a minute on a busy machine
  const dir = await mkdtemp(path.join(tmpdir(), "luxid-vnu-"));
  try {
    const files = new Map<string, string>();
    for (const route of ROUTES) {
      const res = await request.get(route);
      expect([200, 404], route).toContain(res.status());
      const file = path.join(dir, `${route === "/" ? "home" : route.slice(1).replaceAll("/", "_")}.html`);
      await writeFile(file, await res.text());
      files.set(file, route);
    }
    // A control page with a known error: proves the checker ran and its report is read.
    const control = path.join(dir, "control.html");
    await writeFile(control, '<!doctype html><html lang="en"><title>c</title><p id="x"></p><p id="x"></p>');
    // vnu exits 1 when it reports errors; the JSON report on stderr is what we judge.
    const stderr = await promisify(execFile)(
      "java",
      ["-jar", vnuJar, "--errors-only", "--format", "json", control, ...files.keys()],
      { maxBuffer: 64 * 1024 * 1024 },
    ).then(
      (r) => r.stderr,
      (error: { stderr?: string; message?: string }) => error.stderr ?? error.message ?? "",
    );
    const report = JSON.parse(stderr) as { messages: VnuMessage[] };
    const fileOf = (m: VnuMessage) => decodeURIComponent(new URL(m.url).pathname);
    expect(report.messages.filter((m) => fileOf(m) === control).map((m) => m.message)).toEqual([
      "Duplicate ID “x”.",
    ]);
    const errors = report.messages
      .filter((m) => fileOf(m) !== control && (m.type === "error" || m.subType === "fatal"))
      .filter((m) => !CHECKER_CSS_GAPS.some((gap) => gap.test(m.message)))
      .map((m) => {
        const file = fileOf(m);
        return `${files.get(file) ?? file}:${m.lastLine ?? "?"} ${m.message} [${(m.extract ?? "").trim().slice(0, 120)}]`;
      });
    expect(errors, `${errors.length} errors over ${files.size} pages`).toEqual([]);
    expect(files.size).toBe(ROUTES.length);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
