import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "../../db/schema";

export type Schema = typeof schema;
/** The common type of both engines' Drizzle databases: queries and transactions are identical. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  engine: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** `postgres://…`; when absent, PGlite persists under `dataDir`. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or `memory://` for a throwaway database. */
  dataDir: string;
  migrationsFolder?: string;
}

const defaultMigrationsFolder = () => path.resolve(process.cwd(), "db/migrations");

// Any fixed 64-bit number works: it only has to be the same for every instance of this app.
const MIGRATION_LOCK_ID = 7_406_221_190;

/** Opens the database and applies pending migrations before anything else uses it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // A pool error on an idle client must not crash the process; the next query reports it.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    // Several instances may start at once: the advisory lock lets exactly one migrate.
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
    return {
      db,
      engine: "postgres",
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }

  const dataDir = options.dataDir.startsWith("memory://")
    ? options.dataDir
    : path.resolve(options.dataDir, "pglite");
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  const db = pgliteDb as unknown as Database;
  return {
    db,
    engine: "pglite",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
