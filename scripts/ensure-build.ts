/**
 * `npm start` runs this first: it builds when build/ is missing or older than any source file,
 * so a fresh clone (or a pulled change) never serves a stale bundle.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const output = `${process.env.BUILD_DIR ?? "build"}/server/index.js`;
const sources = [
  "app",
  "server",
  "db",
  "public",
  "media",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((e) => newest(path.join(p, e))));
}

const built = existsSync(output) ? statSync(output).mtimeMs : 0;
const changed = Math.max(...sources.map(newest));
if (built === 0 || changed > built) {
  console.log(
    built === 0 ? "No build found: building…" : "Sources changed since the last build: rebuilding…",
  );
  execSync("npm run build", { stdio: "inherit" });
}
