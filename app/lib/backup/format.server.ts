/**
 * The backup file: gzip-compressed JSON lines, one `[kind, payload]` array per line, readable by
 * both engines' restore (it names no engine's file layout). In order: one `header`, then for each
 * table a `table` line followed by its `row` lines (the row as PostgreSQL's `row_to_json` writes
 * it, bytea as `\x…` hex), then `file` lines for the shop's files under DATA_DIR, then one `end`
 * line with the row counts and amounts a restore checks itself against. A file without its `end`
 * line is incomplete and is refused.
 *
 * Node built-ins only (no `~/` paths): the npm scripts import it as well as the server.
 */
import { once } from "node:events";
import { createReadStream, createWriteStream, renameSync, rmSync } from "node:fs";
import { createInterface } from "node:readline";
import { createGunzip, createGzip } from "node:zlib";

export const BACKUP_FORMAT = "luxid-backup";
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  engine: "pglite" | "postgres";
  /** Hashes of the migrations applied to the database backed up, oldest first. */
  migrations: string[];
  /** Sequences in the public schema and their last values, set again on restore. */
  sequences: Record<string, string | null>;
}

interface TableSection {
  name: string;
  columns: string[];
}

interface BackupFile {
  /** Relative to DATA_DIR, `/`-separated. */
  path: string;
  /** Base64. */
  data: string;
}

/** Per table: its row count and the sum of each integer column (amounts), by currency where it has one. */
export type Summary = Record<string, { rows: string; amounts: Record<string, string> }>;

export type BackupLine =
  | ["header", BackupHeader]
  | ["table", TableSection]
  | ["row", Record<string, unknown>]
  | ["file", BackupFile]
  | ["end", { summary: Summary }];

/**
 * Writes lines to `file` through gzip. The bytes go to `file.partial` first and are renamed into
 * place by `finish()`, so an interrupted backup never leaves a file that looks complete.
 */
export function backupWriter(file: string) {
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const out = createWriteStream(partial, { mode: 0o600 });
  const piped = new Promise<void>((resolve, reject) => {
    out.on("finish", resolve);
    out.on("error", reject);
    gzip.on("error", reject);
  });
  piped.catch(() => {}); // awaited by finish(); a write error also surfaces there
  gzip.pipe(out);
  return {
    /** Writes one line, already serialised, waiting while gzip's buffer is full. */
    async write(line: string): Promise<void> {
      if (!gzip.write(line.endsWith("\n") ? line : `${line}\n`)) await once(gzip, "drain");
    },
    async finish(): Promise<void> {
      gzip.end();
      await piped;
      renameSync(partial, file);
    },
    abort(): void {
      gzip.destroy();
      out.destroy();
      rmSync(partial, { force: true });
    },
  };
}

/** The lines of a backup file, parsed, in order. */
export async function* readBackup(file: string): AsyncGenerator<BackupLine> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line) yield JSON.parse(line) as BackupLine;
  }
}

/** The first line of a backup, checked to be a header of a format this code reads. */
export function checkHeader(line: BackupLine | undefined): BackupHeader {
  if (line?.[0] !== "header" || line[1].format !== BACKUP_FORMAT) {
    throw new BackupError("not a Luxid backup file");
  }
  if (line[1].version > BACKUP_VERSION) {
    throw new BackupError(`backup format ${line[1].version} is newer than this version of the shop reads`);
  }
  return line[1];
}

/** A refusal or failure the scripts print as one line, with no stack. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}
