import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const root = path.join(import.meta.dirname);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

test("notifications imports no other feature: e-mail is below every feature that causes one", () => {
  const offending: string[] = [];
  for (const file of sources(root)) {
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(/(?:from\s+|import\()"([^"]+)"/g)) {
      const resolved = specifier!.startsWith(".")
        ? path.resolve(path.dirname(file), specifier!)
        : specifier!.replace(/^~\//, path.resolve(root, "../..") + "/");
      const features = path.resolve(root, "..");
      if (resolved.startsWith(features + path.sep) && !resolved.startsWith(root + path.sep)) {
        offending.push(`${path.relative(root, file)} → ${specifier}`);
      }
    }
  }
  expect(offending).toEqual([]);
});
