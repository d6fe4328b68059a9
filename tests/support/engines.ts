import { randomBytes } from "node:crypto";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";

/**
 * The one scratch-database helper of every test layer: PGlite always, and a fresh PostgreSQL
 * database when TEST_DATABASE_URL names a server whose user may create databases (CI sets it).
 */
export interface TestDatabase {
  engine: "pglite" | "postgres";
  /** What the app's environment needs to use it. */
  env: Record<string, string>;
  /**
   * The rows of a query, read once the server using it has stopped (an on-disk PGlite opens in one
   * process at a time, so both engines are read the same way, after the server's last write).
   * `dataDir` is the server's DATA_DIR; PostgreSQL ignores it.
   */
  rows<T>(dataDir: string, sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

export interface EngineFactory {
  name: "pglite" | "postgres";
  /**
   * A fresh database. PGlite lives in memory unless `onDisk`, where the server's own DATA_DIR
   * holds it (for a server process whose database a test reads afterwards).
   */
  create(options?: { onDisk?: boolean }): Promise<TestDatabase>;
}

async function withClient<T>(connectionString: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const pglite: EngineFactory = {
  name: "pglite",
  create: (options = {}) => {
    const env: Record<string, string> = options.onDisk ? {} : { DATA_DIR: "memory://" };
    return Promise.resolve({
      engine: "pglite",
      env,
      async rows<T>(dataDir: string, sql: string, params: unknown[] = []) {
        const db = await PGlite.create(path.join(dataDir, "pglite"), { extensions: { pg_trgm } });
        try {
          return (await db.query<T>(sql, params)).rows;
        } finally {
          await db.close();
        }
      },
      drop: () => Promise.resolve(),
    });
  },
};

function postgres(adminUrl: string): EngineFactory {
  return {
    name: "postgres",
    async create() {
      const name = `luxid_test_${randomBytes(6).toString("hex")}`;
      await withClient(adminUrl, (c) => c.query(`create database ${name}`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        engine: "postgres",
        env: { DATABASE_URL: url.toString() },
        rows: <T>(_dataDir: string, sql: string, params: unknown[] = []) =>
          withClient(url.toString(), async (c) => (await c.query(sql, params)).rows as T[]),
        async drop() {
          await withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
        },
      };
    },
  };
}

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). TEST_ENGINES=postgres
 * keeps one of them (`npm run test:all -- --after-gate` runs PostgreSQL's half after the gate ran PGlite's).
 */
export function engines(): EngineFactory[] {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const all = adminUrl ? [pglite, postgres(adminUrl)] : [pglite];
  const only = process.env.TEST_ENGINES?.split(",").filter(Boolean);
  return only?.length ? all.filter((e) => only.includes(e.name)) : all;
}
