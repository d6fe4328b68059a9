import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { Icon } from "./icon";

test("draws the named symbol from the sprite file, the site's icon class first", () => {
  const html = renderToStaticMarkup(<Icon name="arrow-right" aria-hidden="true" className="size-4" />);
  const [, href = ""] = /<use href="([^"]+)"/.exec(html) ?? [];
  expect(html).toMatch(/^<svg class="icon size-4" aria-hidden="true"><use href="[^"]+"><\/use><\/svg>$/);
  expect(href).toMatch(/\/icons\.svg(\?[^#]*)?#arrow-right$/);
  const sprite = readFileSync(new URL("./icons.svg", import.meta.url), "utf8");
  expect(sprite).toContain('<symbol id="arrow-right" viewBox="0 0 24 24">');
});
