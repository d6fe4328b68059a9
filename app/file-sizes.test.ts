import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

/**
 * Small files named for what they hold: no file of the app over 300 lines, and a route module
 * under 150 (a route that grows past it has a component or a server module hiding in it). Data
 * files count too: a table that long wants a file, or a content file, of its own.
 */
const APP = import.meta.dirname;
const SOURCE = /\.(tsx?|css)$/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : files(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

const lineCount = (file: string) => readFileSync(file, "utf8").trimEnd().split("\n").length;
const over = (list: string[], limit: number) =>
  list
    .filter((file) => lineCount(file) > limit)
    .map((file) => `${path.relative(APP, file)}: ${lineCount(file)}`);

test("no file of the app is over 300 lines", () => {
  expect(over(files(APP), 300)).toEqual([]);
});

test("every route module is under 150 lines", () => {
  expect(over(files(path.join(APP, "routes")), 149)).toEqual([]);
});
