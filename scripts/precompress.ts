/**
 * Writes brotli and gzip twins of the client build's compressible assets, so no request pays for
 * compression. Scripts only under assets/islands: the rest of the client build's scripts are React
 * Router's client, which no page loads (every page is sent without it).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = `${process.env.BUILD_DIR ?? "build"}/client`;
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|xml|txt)$/;
const script = /\.m?js$/;
const loadedScripts = path.join(root, "assets", "islands") + path.sep;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for (const file of files(root)) {
  if (!compressible.test(file)) continue;
  if (script.test(file) && !file.startsWith(loadedScripts)) continue;
  const body = readFileSync(file);
  if (body.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files`);
