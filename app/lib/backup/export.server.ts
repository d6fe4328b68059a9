import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  appliedMigrations,
  ident,
  sequenceValues,
  shopTables,
  summarise,
  type Sql,
} from "./catalog.server.ts";
import { CREDENTIAL_HEADER } from "../email/mailer.server.ts";
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupLine, type Summary } from "./format.server.ts";

/** Writes one serialised line; resolves when the receiver can take more. */
export type Emit = (line: string) => Promise<void>;

/**
 * Folders under DATA_DIR that hold the shop's own files besides the database: the `.eml` files
 * the e-mail outbox writes when no SMTP server is set. Voice notes and the order-link key live in
 * the database, so they travel with its rows.
 */
export const SHOP_FOLDERS = ["outbox"];

const ROWS_PER_FETCH = 200;

/**
 * Rows a backup leaves out (a condition each kept row meets, by table): working credentials, which
 * would serve whoever the file reaches. Sign-in links still unused and unexpired; sign-in requests
 * waiting in the outbox (their link is made when sent, and a restored shop need not send them);
 * the key that marks operators' browsers (a restored shop makes a new one). The order-link key
 * stays, so buyers' links keep working after a restore: it is why a backup is kept like a password
 * (see the README; `db:restore -- FILE --rotate-order-link-key` replaces it).
 */
const LEFT_OUT: Readonly<Record<string, string>> = {
  luxid_operator_sign_in_tokens: "used_at is not null or expires_at <= now()",
  luxid_outbox: "kind <> 'operator_sign_in'",
  luxid_app_secrets: "name <> 'operator_device_key'",
};

/** The `where` clause of what a backup keeps of `table`, or nothing. */
const keptRows = (table: string) => (LEFT_OUT[table] ? ` where ${LEFT_OUT[table]}` : "");

export const line = (value: BackupLine) => JSON.stringify(value);

/**
 * Writes the header and every table's rows, and answers the counts and amounts of what it wrote.
 * Call it inside one transaction that sees a single snapshot (REPEATABLE READ on PostgreSQL; on
 * PGlite any transaction, which has the only connection to itself): every row then belongs to
 * the same moment, whatever the shop commits meanwhile.
 */
export async function exportDatabase(sql: Sql, engine: "pglite" | "postgres", emit: Emit): Promise<Summary> {
  const tables = await shopTables(sql);
  await emit(
    line([
      "header",
      {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        engine,
        migrations: await appliedMigrations(sql),
        sequences: await sequenceValues(sql),
      },
    ]),
  );
  for (const table of tables) {
    await emit(line(["table", { name: table.name, columns: table.columns }]));
    // The database writes each line itself: rows (voice notes included) are never parsed here.
    await sql.query(
      `declare luxid_backup no scroll cursor for
         select '["row",' || row_to_json(t)::text || ']' as line from ${ident(table.name)} t${keptRows(table.name)}`,
    );
    for (;;) {
      const { rows } = await sql.query<{ line: string }>(`fetch ${ROWS_PER_FETCH} from luxid_backup`);
      for (const row of rows) await emit(row.line);
      if (rows.length < ROWS_PER_FETCH) break;
    }
    await sql.query(`close luxid_backup`);
  }
  return summarise(sql, tables, keptRows);
}

/**
 * Writes the shop's files under `dataDir` (see SHOP_FOLDERS). The running shop keeps writing
 * e-mails meanwhile, each as a `.tmp` file renamed into place: those are skipped (a message being
 * written is not one yet), and so is a file gone between the listing and its reading. An e-mail
 * that carries a credential (a sign-in link) is left out.
 */
export async function exportFiles(dataDir: string, emit: Emit): Promise<number> {
  let count = 0;
  for (const folder of SHOP_FOLDERS) {
    const root = path.join(dataDir, folder);
    if (!existsSync(root)) continue;
    const entries = readdirSync(root, { recursive: true, withFileTypes: true, encoding: "utf8" }).filter(
      (e) => e.isFile() && !e.name.endsWith(".tmp"),
    );
    for (const entry of entries) {
      const full = path.join(entry.parentPath, entry.name);
      let data: Buffer;
      try {
        data = readFileSync(full);
      } catch (error) {
        if ((error as { code?: string }).code === "ENOENT") continue;
        throw error;
      }
      if (holdsCredential(data)) continue;
      const relative = path.relative(dataDir, full).split(path.sep).join("/");
      await emit(line(["file", { path: relative, data: data.toString("base64") }]));
      count++;
    }
  }
  return count;
}

/** True when the message's headers (up to the first blank line) mark it as carrying a credential. */
function holdsCredential(message: Buffer): boolean {
  const end = message.indexOf("\n\n");
  const headers = message.subarray(0, end < 0 ? message.length : end).toString("utf8");
  return new RegExp(`^${CREDENTIAL_HEADER}:`, "im").test(headers);
}
