/**
 * The databases the backup scripts open themselves: PGlite in a stopped shop's DATA_DIR, or a
 * PostgreSQL connection. Both migrate through drizzle's own migrators, to every migration or only
 * to those a backup was made with (its rows fit that schema; later migrations then run over them,
 * as they would have over the live shop).
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Sql } from "./catalog.server.ts";
import { BackupError } from "./format.server.ts";

export interface ScriptDatabase {
  engine: "pglite" | "postgres";
  /** Runs `work` in one transaction (rolled back if it throws). */
  transaction<T>(work: (sql: Sql) => Promise<T>, readOnlySnapshot?: boolean): Promise<T>;
  /** Applies the first `count` migrations of `folder` (all when omitted). */
  migrate(folder: string, count?: number): Promise<void>;
  close(): Promise<void>;
}

export const pgliteDirectory = (dataDir: string) => path.resolve(dataDir, "pglite");

/**
 * Opens (or creates) the PGlite database of a DATA_DIR no server is running on. A new one starts
 * from `snapshot` when given (the build's migrated database, as a new shop's first start does):
 * initdb in WebAssembly takes tens of seconds on a busy machine.
 */
export async function openPgliteDirectory(dataDir: string, snapshot?: string): Promise<ScriptDatabase> {
  const directory = pgliteDirectory(dataDir);
  if (
    snapshot &&
    !existsSync(path.join(directory, "PG_VERSION")) &&
    existsSync(path.join(snapshot, "PG_VERSION"))
  ) {
    mkdirSync(path.dirname(directory), { recursive: true, mode: 0o700 });
    cpSync(snapshot, directory, { recursive: true });
  }
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  // Loaded only here: an online backup or a PostgreSQL restore never needs PGlite's megabytes.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all(
    [
      import("@electric-sql/pglite"),
      import("@electric-sql/pglite/contrib/pg_trgm"),
      import("drizzle-orm/pglite"),
      import("drizzle-orm/pglite/migrator"),
    ],
  );
  const client = await PGlite.create(pgliteDirectory(dataDir), { extensions: { pg_trgm } });
  return {
    engine: "pglite",
    transaction: (work, readOnlySnapshot) =>
      client.transaction(async (tx) => {
        if (readOnlySnapshot) await tx.query("set transaction isolation level repeatable read, read only");
        return work(tx);
      }),
    migrate: (folder, count) =>
      withMigrations(folder, count, (f) => migratePglite(drizzlePglite(client), { migrationsFolder: f })),
    close: () => client.close(),
  };
}

export async function openPostgresUrl(url: string): Promise<ScriptDatabase> {
  const client = new pg.Client({ connectionString: url, application_name: "luxid-backup" });
  client.on("error", () => {}); // a lost connection fails the query in progress, which reports it
  await client.connect();
  const sql = { query: (text: string, params?: unknown[]) => client.query(text, params) } as Sql;
  return {
    engine: "postgres",
    async transaction(work, readOnlySnapshot) {
      // One snapshot for every table: rows committed by the shop meanwhile are in none of them.
      await client.query(readOnlySnapshot ? "begin isolation level repeatable read read only" : "begin");
      try {
        const result = await work(sql);
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => {});
        throw error;
      }
    },
    migrate: (folder, count) =>
      withMigrations(folder, count, (f) => migratePg(drizzlePg(client), { migrationsFolder: f })),
    close: () => client.end(),
  };
}

/** Hashes of the migrations in `folder`, in the order they apply (drizzle's record of each). */
export function migrationHashes(folder: string): string[] {
  return readMigrationFiles({ migrationsFolder: folder }).map((m) => m.hash);
}

/**
 * How many of this code's migrations a backup's database had: the backup's list must be the start
 * of ours, or its rows belong to a schema this code does not know.
 */
export function migrationLevel(folder: string, backup: string[]): number {
  const ours = migrationHashes(folder);
  const known = backup.every((hash, i) => ours[i] === hash);
  if (!known) {
    throw new BackupError(
      "the backup was made by another version of the shop (its migrations are not this version's): restore it with that version",
    );
  }
  return backup.length;
}

/** Runs `run` on `folder`, or on a copy of it that lists only its first `count` migrations. */
async function withMigrations(
  folder: string,
  count: number | undefined,
  run: (folder: string) => Promise<void>,
) {
  if (count === undefined) return run(folder);
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const partial = mkdtempSync(path.join(os.tmpdir(), "luxid-migrations-"));
  try {
    mkdirSync(path.join(partial, "meta"));
    const entries = journal.entries.slice(0, count);
    writeFileSync(path.join(partial, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
    for (const { tag } of entries) cpSync(path.join(folder, `${tag}.sql`), path.join(partial, `${tag}.sql`));
    await run(partial);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

/** True when the directory is missing or holds nothing. */
export function isEmptyDirectory(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}
