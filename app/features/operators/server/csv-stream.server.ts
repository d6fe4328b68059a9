import { setImmediate as nextTurn } from "node:timers/promises";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { csvRow, UTF8_BOM } from "./csv";

/**
 * Rows fetched per query. Each batch is turned into CSV in one go, while nothing else runs: 200
 * rows keep that to a millisecond or two, so a 100 000-row export never holds up the storefront's
 * answers, and what a batch allocates is garbage before the next one starts.
 */
export const BATCH = 200;

/**
 * A timestamp as `Date.prototype.toISOString` writes it, made by the database: the rows are read
 * as plain values, without a Date per cell or the ORM's per-cell mapping (which took most of an
 * export's time).
 */
export const isoTime = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The keyset cursor keeps the timestamp as PostgreSQL's text: a JavaScript Date drops the
 * microseconds, and a cursor rounded down would fetch the same rows again forever.
 */
export const exactTime = (column: SQL) => sql`${column}::text`;

export type CsvCells = Parameters<typeof csvRow>[0];

/** The rows of a raw query as the driver parsed them (both drivers answer `{ rows }`). */
export async function rowsOf<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute<T>(query);
  return (result as { rows: T[] }).rows;
}

/** A fetched batch as `csvStream` takes it: its rows' cells and the cursor after its last row; null when empty. */
export function batchOf<Row, Cursor>(
  batch: readonly Row[],
  cells: (row: Row) => CsvCells,
  cursorAfter: (last: Row) => Cursor,
): { rows: CsvCells[]; cursor: Cursor } | null {
  const last = batch.at(-1);
  return last === undefined ? null : { rows: batch.map(cells), cursor: cursorAfter(last) };
}

/**
 * A CSV download as a stream: the header row first, then one batch of rows each time the client
 * has taken the previous one (back-pressure through `pull`: a slow reader holds one batch). Before
 * each batch the event loop gets a turn, so requests that arrived meanwhile are answered first.
 * `nextBatch` gets the cursor the last batch left (null at first) and answers the batch's rows and
 * the next cursor, or null when no rows are left.
 */
export function csvStream<Cursor>(
  header: CsvCells,
  nextBatch: (cursor: Cursor | null) => Promise<{ rows: CsvCells[]; cursor: Cursor } | null>,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: Cursor | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(UTF8_BOM + csvRow(header)));
        return;
      }
      await nextTurn();
      // A failed batch ends the download short (its status was sent with the first row): the
      // caller logs it, since the reader only sees a cut connection.
      const batch = await nextBatch(cursor).catch((error: unknown) => {
        onError(error);
        throw error;
      });
      if (!batch) {
        controller.close();
        return;
      }
      cursor = batch.cursor;
      controller.enqueue(encoder.encode(batch.rows.map(csvRow).join("")));
    },
  });
}
