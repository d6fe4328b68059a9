import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { counted } from "./plural";

test("a count agrees with its noun", () => {
  expect(counted(1, "order")).toBe("1 order");
  expect(counted(0, "order")).toBe("0 orders");
  expect(counted(3, "balance link")).toBe("3 balance links");
  expect(counted(2, "reply", "replies")).toBe("2 replies");
});

/** Every page, component and e-mail source file (tests apart). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

test("no template puts a bare count before a plural noun (it would read '1 orders')", () => {
  const app = path.resolve(import.meta.dirname, "..");
  const bare = /\$\{[\w.]+\} (orders|items|links|balance links|buyers|refunds|payments|reminders)\b/;
  const found = sources(app).flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      // A constant's count (never 1) and a count already chosen by number are fine.
      .filter((line) => bare.test(line) && !/\$\{[A-Z_]+\}|=== 1/.test(line))
      .map((line) => `${path.relative(app, file)}: ${line.trim()}`),
  );
  expect(found).toEqual([]);
});

test("product names are written as the catalogue writes them, in every template", () => {
  const app = path.resolve(import.meta.dirname, "..");
  // The accessories' names that were used loosely: VuLink is the DisplayPort cable, VueLink the HDMI one.
  const loose =
    /\b(Vulink|VULink|Vue Link|Vue-Link|Vuelink|VueRing|Vuering|Vue ring|VUERING|Vueglass|VueGlass)\b/;
  const found = sources(app).flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      // Names of code (a route's component, an alias list) are not words a buyer reads.
      .filter((line) => loose.test(line) && !/function |aliases|id:|productId|\/\//.test(line))
      .map((line) => `${path.relative(app, file)}: ${line.trim()}`),
  );
  expect(found).toEqual([]);
});
