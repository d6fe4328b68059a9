import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ident, shopTables, summarise, summaryDifferences, type Sql } from "./catalog.server.ts";
import { BackupError, type BackupHeader, type BackupLine, type Summary } from "./format.server.ts";
import { SHOP_FOLDERS } from "./export.server.ts";

const BATCH_ROWS = 500;
const BATCH_CHARS = 8 * 1024 * 1024;

/** Refuses, in one line, a database that holds any row: a restore never merges into a shop. */
export async function assertEmptyDatabase(sql: Sql, where: string): Promise<void> {
  for (const table of await shopTables(sql)) {
    const { rows } = await sql.query<{ present: boolean }>(
      `select exists (select 1 from ${ident(table.name)}) as present`,
    );
    if (rows[0]?.present) {
      throw new BackupError(
        `${where} is not empty (${table.name} has rows): it must be a new, empty database`,
      );
    }
  }
}

/**
 * Inserts the rows of a backup (the lines after its header) into the database behind `sql`,
 * writes its files under `dataDir`, and checks the result against the backup's own counts and
 * amounts. Call it inside one transaction: a restore that fails or does not match leaves nothing.
 * PostgreSQL turns each row's JSON back into the column's type (`json_populate_recordset`), so
 * bytea, timestamps and enums come back exactly; a column the backup lacks (added by a later
 * migration) takes its default.
 */
export async function importBackup(
  sql: Sql,
  header: BackupHeader,
  lines: AsyncIterator<BackupLine>,
  dataDir: string,
): Promise<{ summary: Summary; files: number }> {
  let table: { name: string; columns: string[] } | undefined;
  let batch: string[] = [];
  let chars = 0;
  let files = 0;
  const flush = async () => {
    if (!table || batch.length === 0) return;
    const columns = table.columns.map(ident).join(", ");
    await sql.query(
      `insert into ${ident(table.name)} (${columns})
       select ${columns} from json_populate_recordset(null::${ident(table.name)}, $1::json)`,
      [`[${batch.join(",")}]`],
    );
    batch = [];
    chars = 0;
  };
  for (;;) {
    const next = await lines.next();
    if (next.done) throw new BackupError("the backup file is incomplete (no end line): it was cut short");
    const [kind, payload] = next.value;
    if (kind === "table") {
      await flush();
      table = payload;
    } else if (kind === "row") {
      const json = JSON.stringify(payload);
      batch.push(json);
      chars += json.length;
      if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
    } else if (kind === "file") {
      restoreFile(dataDir, payload.path, Buffer.from(payload.data, "base64"));
      files++;
    } else if (kind === "end") {
      await flush();
      for (const [name, value] of Object.entries(header.sequences)) {
        if (value !== null) await sql.query(`select setval($1, $2::bigint)`, [name, value]);
      }
      const restored = await summarise(sql, await shopTables(sql));
      const differences = summaryDifferences(payload.summary, restored);
      if (differences.length > 0) {
        throw new BackupError(`restored data does not match the backup: ${differences.join("; ")}`);
      }
      return { summary: restored, files };
    } else {
      throw new BackupError(`unexpected ${kind} line in the backup`);
    }
  }
}

/** Writes one shop file; an existing file must already hold the same bytes. */
function restoreFile(dataDir: string, relative: string, data: Buffer): void {
  const target = path.resolve(dataDir, relative);
  const inside = SHOP_FOLDERS.some((folder) => target.startsWith(path.resolve(dataDir, folder) + path.sep));
  if (!inside) throw new BackupError(`the backup names a file outside the shop's folders: ${relative}`);
  if (existsSync(target)) {
    if (readFileSync(target).equals(data)) return;
    throw new BackupError(`${target} exists with other content: restore needs an empty DATA_DIR`);
  }
  mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  writeFileSync(target, data, { mode: 0o600, flag: "wx" });
}
