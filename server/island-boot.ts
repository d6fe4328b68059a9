import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { islandNameOf } from "~/components/island/island-name";
import type { IslandBoot } from "~/lib/boot-after-paint.server";

/** Where the islands' build (`vite.islands.config.ts`) writes its files, under the client build. */
const ISLANDS_DIR = "assets/islands";
const BOOT_SOURCE = "app/components/island/live-boot.ts";
/** The field-data module, built beside the boot (vite.islands.config.ts). */
const VITALS_SOURCE = "app/features/field-data/client/report-vitals.ts";

/** Vite's build manifest: a chunk by its source (or `_name` for shared chunks). */
type Manifest = Record<string, { file: string; imports?: string[] }>;

/** A built chunk's URL, by manifest key. */
const chunkUrl = (manifest: Manifest, key: string) => `/${ISLANDS_DIR}/${manifest[key]!.file}`;

/** A chunk's static imports, and theirs, by manifest key. */
function staticImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  for (const imported of manifest[key]?.imports ?? []) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    staticImports(manifest, imported, seen);
  }
  return seen;
}

/**
 * The chunks any page with islands runs, besides the boot script: the boot's own imports and what
 * every island imports (React DOM, the islands' shared code). Fetched together with the boot
 * (`islandBootLoader`), they no longer wait for it to arrive and ask for them: on a slow 4G
 * network that was two round trips and the boot's download before React DOM began to come.
 * Chunks only some islands import are left to the boot: a page without those islands would
 * fetch them for nothing.
 */
export function sharedChunks(manifest: Manifest, bootKey: string): string[] {
  const islands = Object.keys(manifest).filter((key) => key.endsWith(".island.tsx"));
  const perIsland = islands.map((key) => staticImports(manifest, key));
  const everyIsland = [...(perIsland[0] ?? [])].filter((key) => perIsland.every((set) => set.has(key)));
  const keys = new Set([...staticImports(manifest, bootKey), ...everyIsland]);
  return [...keys].map((key) => chunkUrl(manifest, key));
}

/**
 * Each island's own code by island name: its file and the chunks it imports that are not among
 * `shared` (a payment island's checkout code), which the page's loader preloads with the boot when
 * that island is on the page.
 */
export function islandChunks(manifest: Manifest, shared: readonly string[]): Record<string, string[]> {
  const islands = Object.keys(manifest).filter((key) => key.endsWith(".island.tsx"));
  return Object.fromEntries(
    islands.map((key) => [
      islandNameOf(key),
      [key, ...staticImports(manifest, key)]
        .map((chunk) => chunkUrl(manifest, chunk))
        .filter((file) => !shared.includes(file)),
    ]),
  );
}

/**
 * The live islands' boot script (ADR 027). In development Vite serves the source (and its imports
 * as they are asked for); in production the hashed file named by the islands build's manifest,
 * with the chunks every page of islands needs. Undefined when there is no build of it (a server
 * started on a build made without the islands step): pages then stay server HTML whose forms
 * post without JavaScript.
 */
export function islandBoot(mode: string, clientDir: string | undefined): IslandBoot | undefined {
  if (mode === "development")
    return { url: `/${BOOT_SOURCE}`, chunks: [], islands: {}, vitals: `/${VITALS_SOURCE}` };
  if (!clientDir) return undefined;
  const manifestFile = path.join(clientDir, ISLANDS_DIR, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  if (!manifest[BOOT_SOURCE]) return undefined;
  const chunks = sharedChunks(manifest, BOOT_SOURCE);
  return {
    url: chunkUrl(manifest, BOOT_SOURCE),
    chunks,
    islands: islandChunks(manifest, chunks),
    vitals: manifest[VITALS_SOURCE] ? chunkUrl(manifest, VITALS_SOURCE) : undefined,
  };
}
