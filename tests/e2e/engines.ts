import { randomBytes } from "node:crypto";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";

/**
 * The database engines a spec runs its own server on: the embedded PGlite always, and PostgreSQL
 * when TEST_DATABASE_URL names a server whose user may create databases.
 */
export interface E2eEngine {
  name: "pglite" | "postgres";
  adminUrl?: string;
}

export function e2eEngines(): E2eEngine[] {
  const engines: E2eEngine[] = [{ name: "pglite" }];
  if (process.env.TEST_DATABASE_URL)
    engines.push({ name: "postgres", adminUrl: process.env.TEST_DATABASE_URL });
  return engines;
}

/** A fresh database on one engine, for one server of a spec's own. */
export interface EngineDatabase {
  /** What the server's environment needs to use it (nothing for PGlite: it lives in DATA_DIR). */
  env: Record<string, string>;
  /**
   * The rows of a query, read once the server has stopped: an on-disk PGlite opens in one process
   * at a time, so both engines are read the same way, after the server's last write.
   */
  rows<T>(dataDir: string, sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

export async function engineDatabase(engine: E2eEngine): Promise<EngineDatabase> {
  if (!engine.adminUrl) {
    return {
      env: {},
      async rows<T>(dataDir: string, sql: string, params: unknown[] = []) {
        const db = await PGlite.create(path.join(dataDir, "pglite"), { extensions: { pg_trgm } });
        try {
          return (await db.query<T>(sql, params)).rows;
        } finally {
          await db.close();
        }
      },
      async drop() {},
    };
  }
  const adminUrl = engine.adminUrl;
  const admin = async <T>(connectionString: string, run: (c: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  };
  const name = `luxid_e2e_${randomBytes(6).toString("hex")}`;
  await admin(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    rows: async <T>(_dataDir: string, sql: string, params: unknown[] = []) =>
      admin(url.toString(), async (c) => (await c.query(sql, params)).rows as T[]),
    drop: () =>
      admin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}
