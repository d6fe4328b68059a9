import { describe, expect, test } from "vitest";
import { islandChunks, sharedChunks } from "./island-boot";

const BOOT = "app/components/island/live-boot.ts";

const MANIFEST = {
  [BOOT]: { file: "live-boot-a.js", imports: ["_preload-helper.js"] },
  "_preload-helper.js": { file: "preload-helper-b.js" },
  "_react-dom.js": { file: "react-dom-c.js", imports: ["_preload-helper.js"] },
  "_islands-shared.js": { file: "islands-shared-d.js", imports: ["_react-dom.js"] },
  "_zod.js": { file: "zod-e.js" },
  "app/components/x/form.island.tsx": { file: "form-f.js", imports: ["_islands-shared.js", "_zod.js"] },
  "app/components/y/menu.island.tsx": {
    file: "menu-g.js",
    imports: ["_react-dom.js", "_islands-shared.js"],
  },
};

describe("the chunks preloaded with the islands' boot", () => {
  test("are the boot's imports and what every island imports, each once, and nothing only some islands need", () => {
    expect(sharedChunks(MANIFEST, BOOT).sort()).toEqual([
      "/assets/islands/islands-shared-d.js",
      "/assets/islands/preload-helper-b.js",
      "/assets/islands/react-dom-c.js",
    ]);
  });

  test("with no islands built, only the boot's own imports", () => {
    const manifest = {
      [BOOT]: { file: "live-boot-a.js", imports: ["_preload-helper.js"] },
      "_preload-helper.js": { file: "preload-helper-b.js" },
    };
    expect(sharedChunks(manifest, BOOT)).toEqual(["/assets/islands/preload-helper-b.js"]);
  });
});

test("each island's own chunks are its code and what only some islands import, by island name", () => {
  const shared = sharedChunks(MANIFEST, BOOT);
  expect(islandChunks(MANIFEST, shared)).toEqual({
    form: ["/assets/islands/form-f.js", "/assets/islands/zod-e.js"],
    menu: ["/assets/islands/menu-g.js"],
  });
});
