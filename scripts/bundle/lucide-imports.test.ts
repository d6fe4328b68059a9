import { describe, expect, it } from "vitest";
import { iconFile, rewriteLucideImports } from "./lucide-imports.ts";

describe("icon sprite imports", () => {
  it("names icons as lucide's files do", () => {
    expect(["ArrowUpRight", "Link2", "Volume2", "CircleExclamationPoint"].map(iconFile)).toEqual([
      "arrow-up-right",
      "link-2",
      "volume-2",
      "circle-exclamation-point",
    ]);
  });

  it("turns each imported icon into a sprite component, aliases included, and keeps type imports", () => {
    const out = rewriteLucideImports(
      `import { ArrowRight, Check as Tick, type LucideIcon } from "lucide-react";\nconst x = 1;`,
    );
    expect(out).toBe(
      [
        `import { spriteIcon } from "~/components/sprite-icon";`,
        `import type { LucideIcon } from "lucide-react";`,
        `const ArrowRight = spriteIcon("arrow-right");`,
        `const Tick = spriteIcon("check");`,
        `const x = 1;`,
      ].join("\n"),
    );
  });

  it("leaves a file without lucide imports untouched", () => {
    const code = `import { Link } from "react-router";`;
    expect(rewriteLucideImports(code)).toBe(code);
  });
});
