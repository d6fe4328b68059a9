import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "../../db/schema";

/*
 * The database's types, apart from the code that opens it: `db.server.ts` (PGlite, and the choice
 * of engine) imports `db-postgres.server.ts`, so the types both need sit here, below the two.
 */

type Schema = typeof schema;
/** The common type of both engines' Drizzle databases: queries and transactions are identical. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction of either engine. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  engine: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query within a couple of seconds. */
  ping(): Promise<void>;
  /**
   * False while the last health check failed: queries then fail at once and requests get 503
   * instead of each waiting for its own time-out. Always true for PGlite, which runs in this process.
   */
  readonly available: boolean;
  /** Calls `listener` each time the database becomes unreachable; returns the unsubscribe. */
  onUnavailable(listener: () => void): () => void;
  /** The embedded database's own client (PGlite only): online backups read through it. */
  readonly pglite?: PGlite;
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
  /**
   * A directory that may hold the build's migrated PGlite database (scripts/pglite-snapshot.ts):
   * `pglite-<version>/`, a data directory, and `pglite-<version>.tar.gz`, the same as a tarball.
   * A new PGlite database starts from it when its version is the installed PGlite's, instead of
   * running initdb and every migration.
   */
  snapshotDir?: string | undefined;
  /** PostgreSQL pool size (connections this instance may hold). */
  poolSize?: number;
  /** Told about connection faults by code only: a driver's message can quote personal data. */
  onFault?: (fault: { code: string; event: string }) => void;
  /** Told each statement the app runs, without its parameters (they can hold personal data). */
  onQuery?: ((sql: string) => void) | undefined;
}
