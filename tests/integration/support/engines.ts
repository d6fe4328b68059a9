import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe } from "vitest";

/** A database for one test file: PGlite in memory, or a fresh PostgreSQL database. */
export interface TestDatabase {
  engine: "pglite" | "postgres";
  env: Record<string, string>;
  drop(): Promise<void>;
}

export interface EngineFactory {
  name: "pglite" | "postgres";
  create(): Promise<TestDatabase>;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function engines(): EngineFactory[] {
  const list: EngineFactory[] = [
    {
      name: "pglite",
      create: () =>
        Promise.resolve({ engine: "pglite", env: { DATA_DIR: "memory://" }, drop: () => Promise.resolve() }),
    },
  ];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    list.push({
      name: "postgres",
      async create() {
        const name = `luxid_test_${randomBytes(6).toString("hex")}`;
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`create database ${name}`);
        await admin.end();
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        return {
          engine: "postgres",
          env: { DATABASE_URL: url.toString() },
          async drop() {
            const c = new pg.Client({ connectionString: adminUrl });
            await c.connect();
            await c.query(`drop database if exists ${name} with (force)`);
            await c.end();
          },
        };
      },
    });
  }
  return list;
}

const POSTGRES_SKIP_REASON = "skipped: PostgreSQL only, and TEST_DATABASE_URL is not set";

/**
 * A suite that needs a PostgreSQL server (a link to cut, a clock of its own, a second instance).
 * Without TEST_DATABASE_URL it is still collected, and reported as skipped with its reason, so a
 * run on a machine without PostgreSQL passes and says what it left out (a `describe.each` over no
 * engine leaves the file without a suite, which Vitest fails).
 */
export function describePostgres(title: string, body: (engine: EngineFactory) => void): void {
  const engine = engines().find((e) => e.name === "postgres");
  const unavailable: EngineFactory = {
    name: "postgres",
    create: () => Promise.reject(new Error(POSTGRES_SKIP_REASON)),
  };
  // The default reporter lists a skipped file by name alone: this line says why.
  if (!engine) console.info(`${title}: ${POSTGRES_SKIP_REASON}`);
  describe.skipIf(!engine)(engine ? `${title} on postgres` : `${title} (${POSTGRES_SKIP_REASON})`, () =>
    body(engine ?? unavailable),
  );
}
