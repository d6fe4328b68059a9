import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { ICONS, NAMES_FILE, SPRITE_FILE, namesSource, spriteSource } from "./icon-sprite";

test("the committed sprite and its names are the list as it stands (run `npm run icons:sprite`)", async () => {
  expect(readFileSync(SPRITE_FILE, "utf8")).toBe(await spriteSource());
  expect(readFileSync(NAMES_FILE, "utf8")).toBe(namesSource());
});

test("a name lucide does not have fails the sprite, not the page", async () => {
  await expect(spriteSource(["no-such-icon"])).rejects.toThrow('lucide has no icon "no-such-icon"');
});

test("every icon of the sprite is named somewhere in the app, so none is shipped unused", () => {
  const sources: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/icon-names\.ts$|\.test\.tsx?$/.test(entry.name))
        sources.push(readFileSync(file, "utf8"));
    }
  };
  walk(path.resolve(import.meta.dirname, "../app"));
  const code = sources.join("\n");
  expect(ICONS.filter((name) => !code.includes(`"${name}"`))).toEqual([]);
});
