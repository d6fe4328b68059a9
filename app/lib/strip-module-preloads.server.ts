import { Transform } from "node:stream";

const HEAD_END = "</head>";
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/**
 * A pass-through for the HTML stream that drops the `<link rel="modulepreload">` tags React
 * Router's `<Scripts>` hoists into `<head>` (one per JavaScript chunk of the page, ~30 on `/`).
 *
 * Why (ADR 006): those preloads start ~170 KB of JavaScript at high priority before first paint,
 * where it competes with the stylesheet, the fonts and the hero image on a mobile connection and
 * pushes Lighthouse's simulated LCP to 3.6 s. Without them the page is painted from its HTML and
 * CSS first; the module script at the end of `<body>` still loads the same chunks, through their
 * imports, and hydrates.
 *
 * Only the head is rewritten: it is buffered until `</head>` arrives (it is in the shell, the
 * first flush) and everything after it streams through untouched.
 */
export function stripModulePreloads(): Transform {
  let pending: Buffer[] = [];
  let headDone = false;
  const release = (stream: Transform, all: Buffer, end: number) => {
    pending = [];
    headDone = true;
    stream.push(all.subarray(0, end).toString("utf8").replace(MODULE_PRELOAD, ""));
    if (end < all.length) stream.push(all.subarray(end));
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (headDone) return callback(null, chunk);
      pending.push(chunk);
      // `</head>` may straddle two chunks, so look in everything buffered so far.
      const all = Buffer.concat(pending);
      const at = all.indexOf(HEAD_END);
      if (at !== -1) release(this, all, at + HEAD_END.length);
      callback();
    },
    flush(callback) {
      if (!headDone) {
        const all = Buffer.concat(pending);
        release(this, all, all.length);
      }
      callback();
    },
  });
}
