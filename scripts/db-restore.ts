/**
 * `npm run db:restore -- FILE`: restores a backup into an empty DATA_DIR (PGlite) or, with
 * DATABASE_URL, an empty PostgreSQL database: migrations first, then every row and file in one
 * transaction, checked against the backup's row counts and amounts. A non-empty target is refused.
 */
import { BackupError } from "../app/lib/backup/format.server.ts";
import { describeSummary, restoreShop } from "../app/lib/backup/shop.server.ts";
import { describeUrl, migrationsFolder, run, shopLocation } from "./backup-cli.ts";

await run("db:restore", async () => {
  const file = process.argv[2];
  if (!file) throw new BackupError("give the backup's file name: npm run db:restore -- FILE");
  const shop = shopLocation();
  const report = await restoreShop(file, shop, migrationsFolder);
  const where = shop.databaseUrl ? describeUrl(shop.databaseUrl) : `DATA_DIR ${shop.dataDir}`;
  return [
    `restored ${file} into ${where}; row counts and amounts match the backup:`,
    ...describeSummary(report.summary),
    `  files under DATA_DIR: ${report.files}`,
  ];
});
