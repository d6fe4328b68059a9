/**
 * The three operations behind `npm run db:backup`, `db:restore` and `db:move-to-postgres`. Each
 * refuses, with one line (a BackupError), anything that could lose or mix data: an existing
 * backup file, a non-empty target, a running shop where it would be written behind its back.
 */
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { summarise, summaryDifferences, shopTables } from "./catalog.server.ts";
import {
  isEmptyDirectory,
  migrationHashes,
  migrationLevel,
  openPgliteDirectory,
  openPostgresUrl,
  pgliteDirectory,
  type ScriptDatabase,
} from "./engines.server.ts";
import { exportDatabase, exportFiles, line, type Emit } from "./export.server.ts";
import {
  BackupError,
  backupWriter,
  checkHeader,
  readBackup,
  type BackupLine,
  type Summary,
} from "./format.server.ts";
import { assertEmptyDatabase, importBackup } from "./import.server.ts";
import { requestOnlineBackup, shopIsRunning } from "./online.server.ts";

export interface ShopLocation {
  /** DATA_DIR: the embedded database (when no databaseUrl) and the shop's files. */
  dataDir: string;
  databaseUrl?: string | undefined;
  /** The build's migrated PGlite database (`build/server/pglite-<version>`), if there is one. */
  pgliteSnapshot?: string | undefined;
}

export interface BackupReport {
  how: "online from the running shop" | "from the stopped shop's DATA_DIR" | "from PostgreSQL";
  summary: Summary;
}

/** Writes a consistent backup of the shop to `file` (a new file). */
export async function backupShop(file: string, shop: ShopLocation): Promise<BackupReport> {
  if (existsSync(file)) throw new BackupError(`${file} already exists: give the backup a new file name`);
  const writer = backupWriter(file);
  let summary: Summary | undefined;
  const emit: Emit = async (text) => {
    if (text.startsWith('["end",'))
      summary = (JSON.parse(text) as Extract<BackupLine, ["end", unknown]>)[1].summary;
    await writer.write(text);
  };
  try {
    let how: BackupReport["how"];
    if (shop.databaseUrl) {
      how = "from PostgreSQL";
      await exportFrom(await openPostgresUrl(shop.databaseUrl), shop.dataDir, emit);
    } else if (await requestOnlineBackup(shop.dataDir, emit)) {
      how = "online from the running shop";
    } else {
      how = "from the stopped shop's DATA_DIR";
      await exportFrom(await openStoppedShop(shop.dataDir), shop.dataDir, emit);
    }
    if (!summary) throw new BackupError("the backup has no end line; nothing was written");
    await writer.finish();
    return { how, summary };
  } catch (error) {
    writer.abort();
    throw error;
  }
}

async function exportFrom(db: ScriptDatabase, dataDir: string, emit: Emit): Promise<void> {
  let summary: Summary;
  try {
    summary = await db.transaction((sql) => exportDatabase(sql, db.engine, emit), true);
  } finally {
    await db.close();
  }
  await exportFiles(dataDir, emit);
  await emit(line(["end", { summary }]));
}

/** The PGlite database of a DATA_DIR no server holds open. */
async function openStoppedShop(dataDir: string): Promise<ScriptDatabase> {
  const directory = pgliteDirectory(dataDir);
  if (!existsSync(path.join(directory, "PG_VERSION"))) {
    throw new BackupError(`no embedded database in DATA_DIR ${path.resolve(dataDir)}`);
  }
  // PGlite keeps this file while a process has the database open, and removes it on a clean close.
  if (existsSync(path.join(directory, "postmaster.pid"))) {
    throw new BackupError(
      `the database in DATA_DIR ${path.resolve(dataDir)} is open in another process that does not answer backups, or was not shut down cleanly: start the shop and back up while it runs`,
    );
  }
  return openPgliteDirectory(dataDir);
}

export interface RestoreReport {
  engine: "pglite" | "postgres";
  summary: Summary;
  files: number;
  /** Migrations the backup was made with; the newer ones ran after its rows were loaded. */
  migrations: number;
}

/**
 * Restores `file` into an empty DATA_DIR (PGlite) or the empty database at `databaseUrl`:
 * migrates to the backup's schema, loads every row and file in one transaction, checks the row
 * counts and amounts against the backup's, then applies this version's newer migrations. With
 * `rotateOrderLinkKey`, the stored order-link key is dropped so the shop makes a new one.
 */
export async function restoreShop(
  file: string,
  shop: ShopLocation,
  migrationsFolder: string,
  options: { rotateOrderLinkKey?: boolean } = {},
): Promise<RestoreReport> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  const lines = readBackup(file)[Symbol.asyncIterator]();
  let header;
  try {
    const first: IteratorResult<BackupLine> = await lines.next();
    header = checkHeader(first.done ? undefined : first.value);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a Luxid backup file`);
  }
  const level = migrationLevel(migrationsFolder, header.migrations);
  let created = false;
  let db: ScriptDatabase;
  if (shop.databaseUrl) {
    db = await openPostgresUrl(shop.databaseUrl);
    try {
      await db.transaction((sql) => assertEmptyDatabase(sql, "the database at DATABASE_URL"));
    } catch (error) {
      await db.close();
      throw error;
    }
  } else {
    if (await shopIsRunning(shop.dataDir)) {
      throw new BackupError(
        `a shop is running on DATA_DIR ${path.resolve(shop.dataDir)}: restore into a new, empty DATA_DIR`,
      );
    }
    if (!isEmptyDirectory(shop.dataDir)) {
      throw new BackupError(
        `DATA_DIR ${path.resolve(shop.dataDir)} is not empty: restore needs an empty or new directory`,
      );
    }
    created = true;
    // The build's snapshot has every migration applied: a start only for a backup that had them all.
    const current = level === migrationHashes(migrationsFolder).length;
    db = await openPgliteDirectory(shop.dataDir, current ? shop.pgliteSnapshot : undefined);
  }
  try {
    await db.migrate(migrationsFolder, level);
    const { summary, files } = await db.transaction((sql) => importBackup(sql, header, lines, shop.dataDir));
    await db.migrate(migrationsFolder);
    // The shop makes a new key at its next start: every link signed with the old one stops working.
    if (options.rotateOrderLinkKey) {
      await db.transaction((sql) =>
        sql.query(`delete from luxid_app_secrets where name = 'order_link_hmac_key'`),
      );
    }
    await db.close();
    return { engine: db.engine, summary, files, migrations: level };
  } catch (error) {
    await db.close().catch(() => {});
    // The directory was empty before: leave it so, ready for another attempt.
    if (created)
      for (const entry of readdirSync(shop.dataDir))
        rmSync(path.join(shop.dataDir, entry), { recursive: true, force: true });
    throw error;
  }
}

export interface MoveReport {
  source: Summary;
  target: Summary;
}

/**
 * Copies the stopped embedded shop in `dataDir` into the empty PostgreSQL database at
 * `databaseUrl` (through a backup file kept in DATA_DIR meanwhile), then reads both databases
 * again and compares their row counts and amounts table by table.
 */
export async function moveToPostgres(shop: ShopLocation, migrationsFolder: string): Promise<MoveReport> {
  if (!shop.databaseUrl)
    throw new BackupError("set DATABASE_URL to the empty PostgreSQL database to move the shop into");
  if (await shopIsRunning(shop.dataDir)) {
    throw new BackupError(
      `the shop is running on DATA_DIR ${path.resolve(shop.dataDir)}: stop it first, so no order arrives after the copy`,
    );
  }
  const target = await openPostgresUrl(shop.databaseUrl);
  try {
    await target.transaction((sql) => assertEmptyDatabase(sql, "the database at DATABASE_URL"));
  } finally {
    await target.close();
  }
  const file = path.join(shop.dataDir, `.move-to-postgres-${process.pid}.backup.gz`);
  rmSync(file, { force: true });
  try {
    const backup = await backupShop(file, { dataDir: shop.dataDir });
    await restoreShop(file, { dataDir: shop.dataDir, databaseUrl: shop.databaseUrl }, migrationsFolder);
    const moved = await openPostgresUrl(shop.databaseUrl);
    let after: Summary;
    try {
      after = await moved.transaction(async (sql) => summarise(sql, await shopTables(sql)), true);
    } finally {
      await moved.close();
    }
    const differences = summaryDifferences(backup.summary, after);
    if (differences.length > 0)
      throw new BackupError(`PostgreSQL does not match the embedded shop: ${differences.join("; ")}`);
    return { source: backup.summary, target: after };
  } finally {
    rmSync(file, { force: true });
    rmSync(`${file}.partial`, { force: true });
  }
}

/** The summary as lines for a terminal: each table's rows and its non-zero amounts. */
export function describeSummary(summary: Summary): string[] {
  return Object.entries(summary).map(([table, { rows, amounts }]) => {
    const money = Object.entries(amounts)
      .filter(([, value]) => value !== "0")
      .map(([key, value]) => `${key} ${value}`);
    return `  ${table}: ${rows} ${rows === "1" ? "row" : "rows"}${money.length ? `; ${money.join(", ")}` : ""}`;
  });
}
