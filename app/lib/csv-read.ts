/**
 * Reads CSV as spreadsheets write it (RFC 4180): commas, quoted cells with `""` for a quote and
 * line breaks inside quotes, CRLF, LF or CR line ends, and the UTF-8 byte order mark Excel puts
 * first. The writer's counterpart is features/operators/server/csv.ts.
 */

export interface CsvRecord {
  /** The line the record starts on, counting from 1 (the spreadsheet's row number). */
  line: number;
  cells: string[];
}

export type CsvReadResult = { ok: true; records: CsvRecord[] } | { ok: false; line: number; error: string };

/**
 * Every non-blank record of `text`. A quote left open, or a quote inside an unquoted cell, is an
 * error naming its line: guessing what was meant would ship the wrong parcel.
 */
export function readCsv(text: string): CsvReadResult {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let afterQuote = false;
  let i = 0;

  const endCell = () => {
    cells.push(cell);
    cell = "";
    afterQuote = false;
  };
  const endRecord = () => {
    endCell();
    // A blank line (one empty cell) is not a record.
    if (cells.length > 1 || cells[0] !== "") records.push({ line: recordLine, cells });
    cells = [];
  };

  while (i < source.length) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        afterQuote = true;
      } else {
        if (c === "\n" || (c === "\r" && source[i + 1] !== "\n")) line++;
        cell += c;
      }
      i++;
      continue;
    }
    if (c === ",") {
      endCell();
    } else if (c === "\r" || c === "\n") {
      if (c === "\r" && source[i + 1] === "\n") i++;
      endRecord();
      line++;
      recordLine = line;
    } else if (c === '"') {
      if (cell !== "" || afterQuote)
        return { ok: false, line, error: "a quote inside a cell that does not start with one" };
      quoted = true;
    } else {
      if (afterQuote) return { ok: false, line, error: "text after a closing quote" };
      cell += c;
    }
    i++;
  }
  if (quoted) return { ok: false, line: recordLine, error: "a quote that is never closed" };
  if (cell !== "" || cells.length > 0 || afterQuote) endRecord();
  return { ok: true, records };
}
