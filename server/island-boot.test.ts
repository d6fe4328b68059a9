import { describe, expect, test } from "vitest";
import { sharedChunks } from "./island-boot";

const BOOT = "app/components/island/live-boot.ts";

describe("the chunks preloaded with the islands' boot", () => {
  test("are the boot's imports and what every island imports, each once, and nothing only some islands need", () => {
    const manifest = {
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
    expect(sharedChunks(manifest, BOOT).sort()).toEqual([
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
