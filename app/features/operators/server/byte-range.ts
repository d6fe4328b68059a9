import { parse } from "range-parser";

/**
 * HTTP byte ranges (RFC 9110 §14) for the voice note player: Safari will not seek, or even play,
 * audio whose server ignores `Range`. One range per request is all players ask for.
 */
export type RangeResult =
  { kind: "full" } | { kind: "partial"; start: number; end: number } | { kind: "unsatisfiable" };

export function parseRange(header: string | null, size: number): RangeResult {
  if (!header) return { kind: "full" };
  const { code, type, ranges } = parse(size, header.trim());
  // Another unit, a malformed header or several ranges: answering the whole body is allowed.
  if (type !== "bytes" || code & 1 || ranges.length > 1) return { kind: "full" };
  const [range] = ranges;
  if (!range) return { kind: "unsatisfiable" };
  return { kind: "partial", start: range.start, end: range.end };
}

/**
 * A stored file answered whole (200), as the asked range (206) or 416, with `headers` (type,
 * disposition) on every answer: what the console's voice notes and prescription files share.
 */
export function byteRangeResponse(
  rangeHeader: string | null,
  data: Uint8Array,
  headers: Record<string, string>,
): Response {
  const size = data.byteLength;
  const common = { ...headers, "Accept-Ranges": "bytes" };
  const range = parseRange(rangeHeader, size);
  if (range.kind === "unsatisfiable") {
    return new Response(null, { status: 416, headers: { ...common, "Content-Range": `bytes */${size}` } });
  }
  if (range.kind === "partial") {
    const body = Buffer.from(data.subarray(range.start, range.end + 1));
    return new Response(body, {
      status: 206,
      headers: {
        ...common,
        "Content-Range": `bytes ${range.start}-${range.end}/${size}`,
        "Content-Length": String(body.byteLength),
      },
    });
  }
  return new Response(Buffer.from(data), { headers: { ...common, "Content-Length": String(size) } });
}
