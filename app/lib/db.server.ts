import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import * as schema from "../../db/schema";
import { pgliteSnapshotPath } from "./pglite-snapshot-path.server";
import { openPostgres } from "./db-postgres.server";
import type { Database, DatabaseHandle, OpenDatabaseOptions } from "./db-types.server";
import { queryLogger } from "./query-log.server";

export type { Database, DatabaseHandle, OpenDatabaseOptions, Transaction } from "./db-types.server";

const defaultMigrationsFolder = () => path.resolve(process.cwd(), "db/migrations");

/**
 * PGlite's own start flags plus a smaller buffer pool. The data directory's postgresql.conf asks
 * for 128 MB of shared buffers, which the WebAssembly backend zeroes on every start: about two
 * seconds of a cold start, against a tenth of that for 16 MB. Reads that miss the pool come from
 * the operating system's file cache, which a single embedded backend relies on anyway.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/** Opens the database and applies pending migrations before anything else uses it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();
  if (options.databaseUrl) return openPostgres(options.databaseUrl, migrationsFolder, options);

  const dataDir = options.dataDir.startsWith("memory://")
    ? options.dataDir
    : path.resolve(options.dataDir, "pglite");
  if (!dataDir.startsWith("memory://")) {
    // Owner only, whatever the umask: the database holds buyers' names, addresses and voice notes.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    restrictToOwner(path.resolve(options.dataDir));
  }
  const snapshot = isNewDataDir(dataDir) ? snapshotFor(options.snapshotDir) : undefined;
  const inMemory = dataDir.startsWith("memory://");
  // On disk, the snapshot's directory is copied by the operating system, a tenth of the time
  // PGlite takes to unpack the tarball through its WebAssembly file system (about a second).
  if (snapshot && !inMemory) copyDataDir(snapshot.directory, dataDir);
  // pg_trgm backs the console's search indexes, as on PostgreSQL (migration 0004 creates it).
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    startParams: PGLITE_START_PARAMS,
    ...(snapshot && inMemory ? { loadDataDir: new Blob([readFileSync(snapshot.tarball)]) } : {}),
  });
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  const pgliteDb = drizzlePglite(client, { schema, ...queryLogger(options.onQuery) });
  if (!dataDir.startsWith("memory://")) restrictToOwner(path.resolve(options.dataDir));
  const db = pgliteDb as unknown as Database;
  return {
    db,
    engine: "pglite",
    pglite: client,
    available: true,
    onUnavailable: () => () => {},
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** True when PGlite would run initdb: in memory, or a directory that holds no cluster yet. */
function isNewDataDir(dataDir: string): boolean {
  return dataDir.startsWith("memory://") || !existsSync(path.join(dataDir, "PG_VERSION"));
}

/** The build's migrated database for the installed PGlite, as a directory and a tarball, if there is one. */
export function snapshotFor(
  snapshotDir: string | undefined,
): { directory: string; tarball: string } | undefined {
  if (!snapshotDir) return undefined;
  const directory = pgliteSnapshotPath(snapshotDir);
  const tarball = `${directory}.tar.gz`;
  return existsSync(path.join(directory, "PG_VERSION")) && existsSync(tarball)
    ? { directory, tarball }
    : undefined;
}

/**
 * Fills the empty data directory `to` with a copy of `from`. The copy is made beside it and then
 * renamed into place, so a start interrupted mid-copy never leaves a half-copied cluster that a
 * later start would take for a database.
 */
function copyDataDir(from: string, to: string): void {
  const partial = `${to}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(from, partial, { recursive: true });
  renameSync(partial, to);
}

/** Sets 0700 on directories and 0600 on files under `root` (files created before the umask was set). */
function restrictToOwner(root: string): void {
  const walk = (p: string) => {
    const stat = statSync(p, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      chmodSync(p, 0o700);
      for (const entry of readdirSync(p)) walk(path.join(p, entry));
    } else if (stat.isFile()) {
      chmodSync(p, 0o600);
    }
  };
  walk(root);
}
