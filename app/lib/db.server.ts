import { chmodSync, mkdirSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "../../db/schema";
import { faultCode } from "./db-errors.server";

export type Schema = typeof schema;
/** The common type of both engines' Drizzle databases: queries and transactions are identical. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  engine: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query within the time-out. */
  ping(): Promise<void>;
  /**
   * False while the last health check failed: writes are then refused at once with 503 instead
   * of each waiting for its own time-out. Always true for PGlite, which runs in this process.
   */
  readonly available: boolean;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** `postgres://…`; when absent, PGlite persists under `dataDir`. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or `memory://` for a throwaway database. */
  dataDir: string;
  migrationsFolder?: string;
  /** Driver and server time-out of every query (PostgreSQL). */
  queryTimeoutMs?: number;
  /** Time-out of opening a connection or waiting for a free one (PostgreSQL). */
  connectTimeoutMs?: number;
  /** Told about connection faults by code only: a driver's message can quote personal data. */
  onFault?: (fault: { code: string; event: string }) => void;
}

const defaultMigrationsFolder = () => path.resolve(process.cwd(), "db/migrations");

// Any fixed 64-bit number works: it only has to be the same for every instance of this app.
const MIGRATION_LOCK_ID = 7_406_221_190;

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
  // pg_trgm backs the console's search indexes, as on PostgreSQL (migration 0004 creates it).
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  if (!dataDir.startsWith("memory://")) restrictToOwner(path.resolve(options.dataDir));
  const db = pgliteDb as unknown as Database;
  return {
    db,
    engine: "pglite",
    available: true,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** Sets 0700 on directories and 0600 on files under `root` (files created before the umask was set). */
export function restrictToOwner(root: string): void {
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

const HEALTH_INTERVAL_MS = 1_000;

/**
 * A pool that survives a bad network: every client has an error listener (a terminated backend
 * must not crash the process), queries time out on the server and in the driver, idle
 * transactions are ended by the server, TCP keep-alive notices dead peers, and a health check
 * each second tells the app when to answer 503 at once and when the database is back.
 */
async function openPostgres(
  connectionString: string,
  migrationsFolder: string,
  options: OpenDatabaseOptions,
): Promise<DatabaseHandle> {
  const queryTimeoutMs = options.queryTimeoutMs ?? 10_000;
  const connectTimeoutMs = options.connectTimeoutMs ?? 3_000;
  const report = (event: string) => (error: unknown) => options.onFault?.({ code: faultCode(error), event });
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    statement_timeout: queryTimeoutMs,
    query_timeout: queryTimeoutMs,
    lock_timeout: queryTimeoutMs,
    idle_in_transaction_session_timeout: queryTimeoutMs * 2,
  });
  // An idle client's error reaches the pool; a checked-out client's reaches the client itself.
  pool.on("error", report("idle connection lost"));
  pool.on("connect", (client) => client.on("error", report("connection lost")));
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

  const ping = () => withTimeout(pool.query("select 1"), Math.min(queryTimeoutMs, connectTimeoutMs));
  let available = true;
  let checking = false;
  const health = setInterval(() => {
    if (checking) return;
    checking = true;
    ping().then(
      () => {
        available = true;
        checking = false;
      },
      (error: unknown) => {
        if (available) report("health check failed")(error);
        available = false;
        checking = false;
      },
    );
  }, HEALTH_INTERVAL_MS);
  health.unref();
  return {
    db,
    engine: "postgres",
    get available() {
      return available;
    },
    ping: async () => {
      await ping();
    },
    close: async () => {
      clearInterval(health);
      await pool.end();
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error("timed out"), { code: "ETIMEDOUT" })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
