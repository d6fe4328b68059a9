import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Where the islands' build (`vite.islands.config.ts`) writes its files, under the client build. */
const ISLANDS_DIR = "assets/islands";
const BOOT_SOURCE = "app/components/island/live-boot.ts";

/**
 * The URL of the live islands' boot script (ADR 027). In development Vite serves the source; in
 * production the hashed file named by the islands build's manifest. Undefined when there is no
 * build of it (a server started on a build made without the islands step): pages then stay
 * server HTML whose forms post without JavaScript.
 */
export function islandBootUrl(mode: string, clientDir: string | undefined): string | undefined {
  if (mode === "development") return `/${BOOT_SOURCE}`;
  if (!clientDir) return undefined;
  const manifestFile = path.join(clientDir, ISLANDS_DIR, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, { file: string }>;
  const entry = manifest[BOOT_SOURCE];
  return entry ? `/${ISLANDS_DIR}/${entry.file}` : undefined;
}
