import { CsvError, parse } from "csv-parse/sync";

/**
 * Reads CSV as spreadsheets write it (RFC 4180) with csv-parse: commas, quoted cells with `""` for
 * a quote and line breaks inside quotes, CRLF, LF or CR line ends, and the UTF-8 byte order mark
 * Excel puts first. The writer's counterpart is features/operators/server/csv-stream.server.ts.
 */

export interface CsvRecord {
  /** The line the record starts on, counting from 1 (the spreadsheet's row number). */
  line: number;
  cells: string[];
}

export type CsvReadResult = { ok: true; records: CsvRecord[] } | { ok: false; line: number; error: string };

/** What a spreadsheet would never write, in the operator's words (csv-parse's codes). */
const REFUSALS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: "a quote that is never closed",
  INVALID_OPENING_QUOTE: "a quote inside a cell that does not start with one",
  CSV_INVALID_CLOSING_QUOTE: "text after a closing quote",
};

const lineBreaks = (cells: string[]) =>
  cells.reduce((n, cell) => n + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);

/**
 * Every non-blank record of `text`. A quote left open, or a quote inside an unquoted cell, is an
 * error naming its line: guessing what was meant would ship the wrong parcel.
 */
export function readCsv(text: string): CsvReadResult {
  const records: CsvRecord[] = [];
  try {
    parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      record_delimiter: ["\r\n", "\n", "\r"],
      // csv-parse counts the line a record ends on; a quoted cell's line breaks put its start earlier.
      on_record: (cells, context) => {
        records.push({ line: context.lines - lineBreaks(cells), cells });
        return cells;
      },
    });
    return { ok: true, records };
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const refusal = REFUSALS[error.code] ?? "a line a spreadsheet would not write";
    // An open quote runs to the end of the file: name the line after the last whole record.
    const line =
      error.code === "CSV_QUOTE_NOT_CLOSED"
        ? (records.at(-1)?.line ?? 0) + 1 + lineBreaks(records.at(-1)?.cells ?? [])
        : ((error as CsvError & { lines?: number }).lines ?? 1);
    return { ok: false, line, error: refusal };
  }
}
