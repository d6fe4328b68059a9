import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

/*
 * Lint refuses a cycle of modules; this holds the features to a stricter shape, no cycle of
 * folders: if payments imported preorder while preorder imports payments, neither could be read,
 * tested or replaced without the other, even with no module importing itself. The composition
 * (app/context.server.ts, the services every request sees) is not a feature: it names them all.
 */

const root = import.meta.dirname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The feature folder `file` belongs to, or null outside one. */
function featureOf(file: string): string | null {
  const [first, ...rest] = path.relative(root, file).split(path.sep);
  return rest.length && first && !first.startsWith("..") ? first : null;
}

/** Every feature and the features its code imports (types included: they tie the two as much). */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sources(root)) {
    const from = featureOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? graph.set(from, new Set()).get(from)!;
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(/(?:from\s+|import\()"([^"]+)"/g)) {
      const target = specifier!.startsWith(".")
        ? path.resolve(path.dirname(file), specifier!)
        : specifier!.startsWith("~/")
          ? path.resolve(root, "..", specifier!.slice(2))
          : null;
      const to = target && featureOf(target);
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** One path per cycle found by a depth-first walk, e.g. `preorder → payments → preorder`. */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const walk = (node: string, trail: string[]) => {
    const seen = trail.indexOf(node);
    if (seen >= 0) return void found.push([...trail.slice(seen), node].join(" → "));
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) walk(next, [...trail, node]);
    done.add(node);
  };
  for (const node of graph.keys()) walk(node, []);
  return found;
}

test("features import one another without a circle", () => {
  const graph = featureGraph();
  expect(graph.get("operators")).toContain("payments"); // the walk sees real imports
  expect(cycles(graph)).toEqual([]);
});

test("the walk finds a cycle of folders", () => {
  const graph = new Map([
    ["preorder", new Set(["orders"])],
    ["orders", new Set(["fulfilment"])],
    ["fulfilment", new Set(["preorder", "payments"])],
    ["payments", new Set<string>()],
  ]);
  expect(cycles(graph)).toEqual(["preorder → orders → fulfilment → preorder"]);
});
