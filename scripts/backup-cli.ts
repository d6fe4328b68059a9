/**
 * What the db:backup, db:restore and db:move-to-postgres scripts share: where the shop is (the
 * same DATA_DIR and DATABASE_URL settings `npm start` reads, .env included) and how a failure is
 * told: one line, the exit code 1, never a stack or a driver's message (which can quote a row).
 */
import path from "node:path";
import { BackupError } from "../app/lib/backup/format.server.ts";
import { pgliteSnapshotPath } from "../app/lib/pglite-snapshot-path.server.ts";
import type { ShopLocation } from "../app/lib/backup/shop.server.ts";

export const migrationsFolder = path.resolve("db/migrations");

export function shopLocation(): ShopLocation {
  // Everything written here (database, e-mails, backups) is the owner's only, as the server does.
  process.umask(0o077);
  return {
    dataDir: process.env.DATA_DIR || "./data",
    databaseUrl: process.env.DATABASE_URL || undefined,
    pgliteSnapshot: pgliteSnapshotPath(path.resolve(process.env.BUILD_DIR ?? "build", "server")),
  };
}

/** A database URL fit for a terminal: no password. */
export function describeUrl(url: string): string {
  const parsed = new URL(url);
  parsed.password = "";
  return parsed.toString();
}

export async function run(what: string, work: () => Promise<string[]>): Promise<void> {
  try {
    console.log((await work()).join("\n"));
  } catch (error) {
    const reason =
      error instanceof BackupError
        ? error.message
        : `${(error as { code?: string }).code ?? (error as Error).name ?? "error"} (nothing was changed)`;
    console.error(`${what}: ${reason}`);
    process.exitCode = 1;
  }
}
