import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * A local ESLint rule: an island's code is reached only through its island. A component that an
 * island wraps would otherwise be one auto-import away from being rendered bare, and bare it
 * never becomes interactive at all (no page hydrates whole, ADR 035):
 *
 * - a live island's component (`liveIsland("name", Component)` in `name.island.tsx`) is imported
 *   statically only by that island file; pages render the island;
 * - from a `*.island` file only its default export (the island) is imported, under a name ending
 *   in `Island`, so it never reads like the component it wraps.
 *
 * Type-only imports are free: they leave no code behind. Tests are exempt in eslint.config.js.
 */

const APP = path.resolve(import.meta.dirname, "../../app");
const EXTENSION = /\.(tsx?|jsx?)$/;

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The module `specifier` names from `file`, as an absolute path without extension; null for a package. */
function resolveModule(file, specifier) {
  let target;
  if (specifier.startsWith("~/")) target = path.join(APP, specifier.slice(2));
  else if (specifier.startsWith(".")) target = path.resolve(path.dirname(file), specifier);
  else return null;
  return target.replace(EXTENSION, "");
}

let cached;
/** Every live island's component, with the island file that may import it. */
function wrappedModules(appDir = APP) {
  if (cached && appDir === APP) return cached;
  const wrapped = new Map();
  for (const file of sources(appDir)) {
    const text = readFileSync(file, "utf8");
    const live = /liveIsland(?:<[^>]*>)?\(\s*"[^"]+",\s*(\w+)\s*\)/.exec(text);
    if (!live || !file.endsWith(".island.tsx")) continue;
    const from = new RegExp(`import\\s*\\{[^}]*\\b${live[1]}\\b[^}]*\\}\\s*from\\s*"([^"]+)"`).exec(text);
    if (from) wrapped.set(resolveModule(file, from[1]), file);
  }
  if (appDir === APP) cached = wrapped;
  return wrapped;
}

const typeOnly = (node) =>
  node.importKind === "type" ||
  node.exportKind === "type" ||
  (node.specifiers?.length > 0 &&
    node.specifiers.every((s) => s.importKind === "type" || s.exportKind === "type"));

const relative = (file) => path.relative(path.dirname(APP), file);

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "Islands' code is imported only through its island" },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const wrapped = wrappedModules();
    function check(node) {
      if (!node.source || typeof node.source.value !== "string" || typeOnly(node)) return;
      const specifier = node.source.value;
      const target = resolveModule(file, specifier);
      if (!target) return;
      if (target.endsWith(".island")) {
        const [only, ...more] = node.specifiers ?? [];
        const island =
          node.type === "ImportDeclaration" && only?.type === "ImportDefaultSpecifier" && !more.length;
        if (!island) {
          context.report({
            node,
            message: `Import only the island itself from ${specifier}: its default export.`,
          });
        } else if (!only.local.name.endsWith("Island")) {
          context.report({
            node,
            message: `Name the island from ${specifier} "…Island" (e.g. ${only.local.name}Island), apart from the component it wraps.`,
          });
        }
        return;
      }
      const owner = wrapped.get(target);
      if (!owner || owner === file) return;
      context.report({
        node,
        message: `${specifier} is a live island's component: render its island (${relative(owner)}) instead.`,
      });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export const islandImports = { rules: { "island-imports": rule } };
