import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Where the build keeps its migrated PGlite database under `snapshotDir`: `pglite-<version>/`
 * (and `.tar.gz`). The installed PGlite's version names it, so a different PGlite never loads it.
 * Node built-ins only: the build script imports it too.
 */
export function pgliteSnapshotPath(snapshotDir: string): string {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const manifest = path.join(entry.slice(0, entry.lastIndexOf("/dist/")), "package.json");
  const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
  return path.join(snapshotDir, `pglite-${version}`);
}
