import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { exportFiles } from "./export.server";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// The running shop writes each e-mail as `<id>.eml.tmp` and renames it: a backup taken meanwhile
// must neither copy the half-written file nor fail on the one renamed under its feet.
test("the outbox's files travel; a message still being written does not", async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "luxid-export-"));
  dirs.push(dataDir);
  mkdirSync(path.join(dataDir, "outbox"));
  mkdirSync(path.join(dataDir, "pglite"));
  writeFileSync(path.join(dataDir, "outbox", "a.eml"), "sent");
  writeFileSync(path.join(dataDir, "outbox", "b.eml.tmp"), "half");
  writeFileSync(path.join(dataDir, "pglite", "PG_VERSION"), "17");
  const lines: string[] = [];
  expect(await exportFiles(dataDir, (line) => Promise.resolve(void lines.push(line)))).toBe(1);
  expect(lines.map((l) => (JSON.parse(l) as [string, { path: string }])[1].path)).toEqual(["outbox/a.eml"]);
});

test("a shop that never wrote an e-mail has no files to back up", async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "luxid-export-"));
  dirs.push(dataDir);
  expect(await exportFiles(dataDir, () => Promise.resolve())).toBe(0);
});
