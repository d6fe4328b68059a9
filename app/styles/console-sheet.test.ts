import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";

/*
 * Two sheets (console.css for the operator console, app.css for every other page) and Tailwind
 * writes only the classes it finds in the files a sheet scans. A component a page renders from a
 * file its sheet does not scan loses every class no other scanned file happens to spell too; the
 * page looks right until that coincidence ends. These tests follow each side's imports instead.
 */

const APP = path.resolve(import.meta.dirname, "..");
const STYLES = path.join(APP, "styles");

/** A sheet's `@source` and `@source not` paths, absolute. */
function sources(sheet: string) {
  const css = readFileSync(path.join(STYLES, sheet), "utf8");
  const paths = (not: boolean) =>
    [...css.matchAll(/@source\s+(not\s+)?"([^"]+)"/g)]
      .filter((m) => Boolean(m[1]) === not)
      .map((m) => path.resolve(STYLES, m[2]!));
  return { scanned: paths(false), excluded: paths(true) };
}

const covers = (dirOrFile: string, file: string) =>
  file === dirOrFile || file.startsWith(dirOrFile + path.sep);

function resolveImport(spec: string, from: string) {
  const base = spec.startsWith("~/")
    ? path.join(APP, spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : undefined;
  if (!base) return undefined;
  const bare = base.replace(/\?.*$/, "");
  return ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
    .map((ext) => bare + ext)
    .find((file) => existsSync(file) && statSync(file).isFile());
}

/** Every module of app/ the entries import, directly or through others. */
function importClosure(entries: string[]) {
  const seen = new Set<string>();
  const queue = entries.map((file) => path.join(APP, file));
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    for (const { fileName } of importedFiles) {
      const resolved = resolveImport(fileName, file);
      if (resolved) queue.push(resolved);
    }
  }
  return [...seen];
}

/**
 * Where a page's class names live: components (.tsx), and class helpers beside them
 * (components/**.ts). Not server-only modules (the emails' markup has inline styles).
 */
const mayHoldClasses = (file: string) =>
  !/\.server\.tsx?$|\/server\//.test(file) &&
  (file.endsWith(".tsx") || covers(path.join(APP, "components"), file));

const rel = (file: string) => path.relative(APP, file);

const routeModules = [
  ...readFileSync(path.join(APP, "routes.ts"), "utf8").matchAll(/"(routes\/[^"]+)"/g),
].map((m) => m[1]!);
const consoleRoutes = routeModules.filter((file) => file.startsWith("routes/admin/"));
const shopRoutes = routeModules.filter((file) => !file.startsWith("routes/admin/"));

describe("the console's and the shop's stylesheets scan what their pages render", () => {
  test("the route list is read", () => {
    expect(consoleRoutes).toContain("routes/admin/layout.tsx");
    expect(shopRoutes).toContain("routes/marketing/home.tsx");
  });

  test("console.css scans every component a console page renders", () => {
    const { scanned } = sources("console.css");
    // root.tsx's own markup frames every page (the skip link, <main>, its error page); on /admin
    // paths it renders nothing of the shop's frame but the test-mode banner, and an unknown /admin
    // path shows the not-found page (root.tsx's App).
    const entries = [...consoleRoutes, "routes/not-found.tsx", "components/test-mode-banner.tsx"];
    const rendered = [...importClosure(entries), path.join(APP, "root.tsx")].filter(mayHoldClasses);
    expect(rendered.length).toBeGreaterThan(30);
    const unscanned = rendered.filter((file) => !scanned.some((source) => covers(source, file)));
    expect(unscanned.map(rel), "add them to console.css's @source list").toEqual([]);
  });

  test("app.css scans every component a shop page renders", () => {
    const { scanned, excluded } = sources("app.css");
    expect(scanned, "app.css scans all of app/ but what it leaves out").toEqual([]);
    // root.tsx sends the console's submit guard (a script, no markup) on console paths only.
    const consoleOnly = path.join(APP, "components/admin/submit-guard.ts");
    const rendered = importClosure(["root.tsx", ...shopRoutes]).filter(
      (file) => mayHoldClasses(file) && file !== consoleOnly,
    );
    expect(rendered.length).toBeGreaterThan(100);
    const left = rendered.filter((file) => excluded.some((source) => covers(source, file)));
    expect(left.map(rel), "a shop page renders them: move them out of the console's folders").toEqual([]);
  });
});
