/**
 * `npm run db:restore -- FILE`: restores a backup into an empty DATA_DIR (PGlite) or, with
 * DATABASE_URL, an empty PostgreSQL database: migrations first, then every row and file in one
 * transaction, checked against the backup's row counts and amounts. A non-empty target is refused.
 * `--rotate-order-link-key` drops the order-link key the backup carried: the shop makes a new one at
 * its next start, and every buyer's link signed with the old one stops working (a backup that was
 * lost or stolen can then forge none).
 */
import { BackupError } from "../app/lib/backup/format.server.ts";
import { describeSummary, restoreShop } from "../app/lib/backup/shop.server.ts";
import { describeUrl, migrationsFolder, run, shopLocation } from "./backup-cli.ts";

await run("db:restore", async () => {
  const args = process.argv.slice(2);
  const rotateOrderLinkKey = args.includes("--rotate-order-link-key");
  const file = args.find((a) => !a.startsWith("--"));
  if (!file) throw new BackupError("give the backup's file name: npm run db:restore -- FILE");
  const shop = shopLocation();
  const report = await restoreShop(file, shop, migrationsFolder, { rotateOrderLinkKey });
  const where = shop.databaseUrl ? describeUrl(shop.databaseUrl) : `DATA_DIR ${shop.dataDir}`;
  return [
    `restored ${file} into ${where}; row counts and amounts match the backup:`,
    ...describeSummary(report.summary),
    `  files under DATA_DIR: ${report.files}`,
    ...(rotateOrderLinkKey
      ? [
          process.env.ORDER_LINK_SECRET
            ? "order-link key: ORDER_LINK_SECRET is set; change it to rotate the key"
            : "order-link key: rotated (buyers' older links no longer open their orders)",
        ]
      : []),
  ];
});
