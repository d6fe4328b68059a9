/**
 * HTTP byte ranges (RFC 9110 §14) for the voice note player: Safari will not seek, or even play,
 * audio whose server ignores `Range`. One range per request is all players ask for.
 */
export type RangeResult =
  { kind: "full" } | { kind: "partial"; start: number; end: number } | { kind: "unsatisfiable" };

export function parseRange(header: string | null, size: number): RangeResult {
  if (!header) return { kind: "full" };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges or another unit: answering the whole body is allowed.
  if (!match || (match[1] === "" && match[2] === "")) return { kind: "full" };
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return { kind: "unsatisfiable" };
  return { kind: "partial", start, end };
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
