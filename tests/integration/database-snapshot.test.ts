import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, expect, test } from "vitest";
import { savePreorder } from "../../app/features/preorder/server/preorders.server";
import { openDatabase, snapshotFor } from "../../app/lib/db.server";
import { regionForCountry } from "../../app/lib/regions";
import { glassesPreorderRequest } from "../support/preorder-request";

// The build writes the snapshot (npm run build, which npm test runs first).
const snapshotDir = path.resolve(process.env.BUILD_DIR ?? "build", "server");
const journal = JSON.parse(readFileSync("db/migrations/meta/_journal.json", "utf8")) as {
  entries: { tag: string }[];
};
const dataDir = mkdtempSync(path.join(os.tmpdir(), "luxid-snapshot-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const migrationsApplied = async (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => {
  const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return (result as { rows: { n: number }[] }).rows[0]?.n;
};

test("the build ships a migrated database for the installed PGlite", () => {
  const snapshot = snapshotFor(snapshotDir);
  expect(snapshot?.directory).toMatch(/pglite-\d+\.\d+\.\d+$/);
  expect(snapshot?.tarball).toBe(`${snapshot?.directory}.tar.gz`);
});

test("a new data directory starts from the snapshot: every migration applied, owner-only files, and it takes pre-orders", async () => {
  const handle = await openDatabase({ dataDir, snapshotDir });
  try {
    expect(await migrationsApplied(handle.db)).toBe(journal.entries.length);
    const saved = await savePreorder(handle.db, {
      request: glassesPreorderRequest(),
      region: regionForCountry("IN"),
    });
    expect(saved.created).toBe(true);
  } finally {
    await handle.close();
  }
  expect(statSync(path.join(dataDir, "pglite")).mode & 0o777).toBe(0o700);
  // Copied beside the data directory and renamed into place: nothing partial is left behind.
  expect(readdirSync(dataDir)).toEqual(["pglite"]);
  expect(statSync(path.join(dataDir, "pglite", "PG_VERSION")).mode & 0o777).toBe(0o600);
});

test("an existing data directory is never replaced by the snapshot", async () => {
  const handle = await openDatabase({ dataDir, snapshotDir });
  try {
    const result = await handle.db.execute(sql`select count(*)::int as n from luxid_preorders`);
    expect((result as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  } finally {
    await handle.close();
  }
});

// A 128 MB pool (postgresql.conf's value) costs about two seconds of every start: PGlite's
// WebAssembly backend zeroes it.
test("PGlite starts with a 16 MB buffer pool whatever the data directory's configuration says", async () => {
  const handle = await openDatabase({ dataDir, snapshotDir });
  try {
    const result = await handle.db.execute(sql`show shared_buffers`);
    expect((result as { rows: { shared_buffers: string }[] }).rows[0]?.shared_buffers).toBe("16MB");
  } finally {
    await handle.close();
  }
});

test("a snapshot made by another PGlite version is not used", () => {
  const other = mkdtempSync(path.join(os.tmpdir(), "luxid-snapshot-other-"));
  try {
    writeFileSync(path.join(other, "pglite-0.0.1.tar.gz"), "not this version");
    mkdirSync(path.join(other, "pglite-0.0.1"));
    writeFileSync(path.join(other, "pglite-0.0.1", "PG_VERSION"), "18");
    expect(snapshotFor(other)).toBeUndefined();
    expect(snapshotFor(undefined)).toBeUndefined();
  } finally {
    rmSync(other, { recursive: true, force: true });
  }
});
