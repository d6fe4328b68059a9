import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { check, resolveConfig } from "prettier";
import { afterEach, expect, test } from "vitest";
import { writeFormatted } from "./write-formatted";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempFile(name: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "write-formatted-"));
  dirs.push(dir);
  return path.join(dir, name);
}

test("a benchmark's Markdown table is written as `prettier --check` accepts it", async () => {
  const file = tempFile("load.md");
  await writeFormatted(file, "# Load\n\n| path | req/s |\n| --- | ---: |\n| / | 7892 |\n");
  const written = readFileSync(file, "utf8");
  expect(written).toContain("| path | req/s |\n| ---- | ----: |\n| /    |  7892 |");
  expect(await check(written, { ...(await resolveConfig(file)), filepath: file })).toBe(true);
});

test("a generated module is formatted by its extension, and an unchanged file is not rewritten", async () => {
  const file = tempFile("manifest.ts");
  await writeFormatted(file, "export const a = {b:1}");
  expect(readFileSync(file, "utf8")).toBe("export const a = { b: 1 };\n");
  utimesSync(file, 0, 0);
  await writeFormatted(file, "export const a = { b: 1 }");
  expect(statSync(file).mtimeMs).toBe(0);
});
