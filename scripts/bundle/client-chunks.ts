/**
 * How the browser build is cut into chunks (ADR 008). Rolldown's automatic splitting made one
 * chunk per set of importing pages: about 30 small files on `/`, each a request with ~1 KB of
 * headers, fetched through an import chain several round trips deep. Instead:
 *
 * - `framework`: React, React DOM and React Router: every page, changes only on upgrades.
 * - `site`: everything the root route imports (header, footer, banners, shared helpers): every page.
 * - the rest: Rolldown's automatic splitting, per page.
 *
 * The root's reach is computed from the module graph, so a module that the root stops importing
 * leaves `site` without anyone editing this file.
 */
import type { Rolldown } from "vite";

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|^\0rolldown[\\/]runtime|vite[\\/]preload-helper/;
/** Pictures are on every page but the root draws none: their component and manifest go with the site. */
const EVERY_PAGE =
  /[\\/]app[\\/](components[\\/]responsive-image|lib[\\/]media|content[\\/]media-manifest)\.tsx?$/;
const ROOT = /[\\/]app[\\/]root\.tsx$/;

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

function reachFrom(rootId: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>([rootId]);
  const stack = [rootId];
  while (stack.length) {
    for (const dep of graph.getModuleInfo(stack.pop()!)?.importedIds ?? []) {
      if (!seen.has(dep)) {
        seen.add(dep);
        stack.push(dep);
      }
    }
  }
  return seen;
}

export function clientChunkGroups(): Rolldown.CodeSplittingGroup[] {
  let site: Set<string> | undefined;
  let rootId: string | undefined;
  return [
    { name: "framework", test: FRAMEWORK, priority: 2 },
    {
      priority: 1,
      test: (id) => {
        if (ROOT.test(id)) rootId = id;
        return !FRAMEWORK.test(id);
      },
      name: (id, graph) => {
        if (!rootId) return null;
        site ??= reachFrom(rootId, graph);
        return (site.has(id) || EVERY_PAGE.test(id)) && id !== rootId ? "site" : null;
      },
    },
  ];
}
