import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { openPgliteDirectory } from "../../app/lib/backup/engines.server";
import { backupWriter, BACKUP_FORMAT, BackupError } from "../../app/lib/backup/format.server";
import { migrationHashes } from "../../app/lib/backup/engines.server";
import { backupShop, restoreShop } from "../../app/lib/backup/shop.server";

const folder = path.resolve("db/migrations");
const root = mkdtempSync(path.join(os.tmpdir(), "luxid-backup-migrations-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// A backup made before the latest migration restores into this version: its rows are loaded into
// the schema they were written for, and the newer migrations then run over them.
test("an older shop's backup restores: rows loaded at its schema, then the newer migrations applied", async () => {
  const all = migrationHashes(folder).length;
  const old = path.join(root, "old");
  const db = await openPgliteDirectory(old);
  await db.migrate(folder, all - 1);
  await db.transaction((sql) =>
    sql.query(
      `insert into luxid_preorders (name, email, phone, address, total_amount, preorder_amount, remaining_amount,
         bundle_discount, subtotal_amount, currency, country, includes_glasses, reference, idempotency_key)
       values ('Asha Rao', 'asha@example.com', '+91 98765 43210', '12 MG Road', 2799900, 560000, 2239900,
         0, 2799900, 'INR', 'IN', true, 'LX-OLD234', 'old-key')`,
    ),
  );
  await db.close();
  const file = path.join(root, "old.gz");
  await backupShop(file, { dataDir: old });

  const fresh = path.join(root, "fresh");
  const report = await restoreShop(file, { dataDir: fresh }, folder);
  expect(report.migrations).toBe(all - 1);
  const restored = await openPgliteDirectory(fresh);
  try {
    const rows = await restored.transaction(async (sql) => ({
      migrations: (
        await sql.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations")
      ).rows[0]!.n,
      order: (
        await sql.query<{ reference: string; currency: string }>(
          "select reference, currency from luxid_preorders",
        )
      ).rows,
    }));
    expect(rows).toEqual({ migrations: all, order: [{ reference: "LX-OLD234", currency: "INR" }] });
  } finally {
    await restored.close();
  }
}, 180_000);

test("a backup from a version this code does not know is refused before anything is written", async () => {
  const file = path.join(root, "future.gz");
  const writer = backupWriter(file);
  await writer.write(
    JSON.stringify([
      "header",
      {
        format: BACKUP_FORMAT,
        version: 1,
        createdAt: "",
        engine: "pglite",
        migrations: ["not-ours"],
        sequences: {},
      },
    ]),
  );
  await writer.finish();
  const target = path.join(root, "untouched");
  await expect(restoreShop(file, { dataDir: target }, folder)).rejects.toThrow(BackupError);
  await expect(restoreShop(file, { dataDir: target }, folder)).rejects.toThrow(/another version of the shop/);
});
