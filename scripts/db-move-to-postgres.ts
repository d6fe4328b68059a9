/**
 * `npm run db:move-to-postgres`: copies the stopped embedded shop in DATA_DIR into the empty
 * PostgreSQL database at DATABASE_URL, then compares both databases' row counts and amounts table
 * by table. The embedded database is left as it was; start the shop with DATABASE_URL set after.
 */
import { describeSummary, moveToPostgres } from "../app/lib/backup/shop.server.ts";
import { describeUrl, migrationsFolder, run, shopLocation } from "./backup-cli.ts";

await run("db:move-to-postgres", async () => {
  const shop = shopLocation();
  const report = await moveToPostgres(shop, migrationsFolder);
  const tables = Object.keys(report.target).length;
  return [
    `moved DATA_DIR ${shop.dataDir} into ${describeUrl(shop.databaseUrl!)}:`,
    ...describeSummary(report.target),
    `verified: row counts and amounts of all ${tables} tables match the embedded database`,
  ];
});
