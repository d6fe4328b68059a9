import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../app/lib/db.server";
import type { EngineFactory, TestDatabase } from "./engines";

const migrationsFolder = path.resolve("db/migrations");

/**
 * A copy of the migrations folder that stops before the migration named `tag`, to build a
 * database as an older release left it and then migrate it to today's schema.
 */
export function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "luxid-migrations-"));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((e) => e.tag === tag);
  if (stop < 0) throw new Error(`No migration ${tag}`);
  journal.entries = journal.entries.slice(0, stop);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/**
 * A database for a migration test, made before the suite and dropped after it: `open(folder)`
 * opens it with the migrations in `folder` (the caller closes that handle), `upgrade()` with
 * today's and keeps that handle, as `current()`, until the suite ends.
 */
export function upgradedDatabase(engine: EngineFactory, dirPrefix: string) {
  let db: TestDatabase;
  let dataDir: string;
  let handle: DatabaseHandle | undefined;
  const open = (folder = migrationsFolder) =>
    openDatabase({ databaseUrl: db.env.DATABASE_URL, dataDir, migrationsFolder: folder });

  beforeAll(async () => {
    db = await engine.create();
    dataDir = mkdtempSync(path.join(tmpdir(), dirPrefix));
  });
  afterAll(async () => {
    await handle?.close();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    open,
    async upgrade(): Promise<DatabaseHandle> {
      handle = await open();
      return handle;
    },
    current(): DatabaseHandle {
      if (!handle) throw new Error("upgrade() has not run");
      return handle;
    },
  };
}
