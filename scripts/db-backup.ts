/**
 * `npm run db:backup -- FILE`: a consistent backup of the shop (every table and the e-mail
 * outbox's files) to a new file, taken while it runs. PGlite: asked of the running server over
 * its socket in DATA_DIR, or read directly when the shop is stopped. PostgreSQL (DATABASE_URL):
 * one REPEATABLE READ, read-only transaction. Restore it with `npm run db:restore -- FILE`.
 */
import { BackupError } from "../app/lib/backup/format.server.ts";
import { backupShop, describeSummary } from "../app/lib/backup/shop.server.ts";
import { run, shopLocation } from "./backup-cli.ts";

await run("db:backup", async () => {
  const file = process.argv[2];
  if (!file) throw new BackupError("give the backup's file name: npm run db:backup -- FILE");
  const report = await backupShop(file, shopLocation());
  return [`backed up ${report.how} to ${file}:`, ...describeSummary(report.summary)];
});
