/**
 * Writes the site's icon sprite (`app/components/icon/icons.svg`) and the type of its names
 * (`app/components/icon/icon-names.ts`) from the list below. Each name is a lucide icon
 * (https://lucide.dev/icons), drawn once as a `<symbol>`; `<Icon name>` points into the sprite.
 * To add an icon: add its name here and run `npm run icons:sprite`. Both outputs are committed;
 * a unit test fails when they no longer match this list.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";

export const ICONS = [
  "arrow-left",
  "arrow-right",
  "arrow-up-right",
  "audio-lines",
  "battery-charging",
  "book-open",
  "cable",
  "calendar-clock",
  "check",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "circle-alert",
  "circle-check",
  "circle-dashed",
  "circle-x",
  "clock",
  "download",
  "external-link",
  "feather",
  "file-text",
  "flask-conical",
  "gift",
  "glasses",
  "globe",
  "house",
  "info",
  "link-2",
  "loader-circle",
  "lock",
  "mail",
  "map-pin",
  "message-circle",
  "mic",
  "minus",
  "monitor",
  "monitor-play",
  "music",
  "pause",
  "percent",
  "person-standing",
  "phone",
  "play",
  "plus",
  "printer",
  "quote",
  "rotate-ccw",
  "rss",
  "ruler",
  "scan-eye",
  "search-x",
  "share-2",
  "shield-check",
  "shopping-bag",
  "smartphone",
  "sparkles",
  "square",
  "store",
  "tag",
  "timer",
  "triangle-alert",
  "truck",
  "user-round",
  "users",
  "volume-2",
  "volume-x",
  "x",
];

const ICON_DIR = path.resolve(import.meta.dirname, "../app/components/icon");
export const SPRITE_FILE = path.join(ICON_DIR, "icons.svg");
export const NAMES_FILE = path.join(ICON_DIR, "icon-names.ts");

/** One `<symbol>` per icon, in name order, each the inside of lucide's own `<svg>`. */
export async function spriteSource(names: readonly string[] = ICONS): Promise<string> {
  const symbols: string[] = [];
  for (const name of [...new Set(names)].sort()) {
    const icon = (await import(`lucide-react/icons/${name}`).catch(() => {
      throw new Error(`lucide has no icon "${name}" (names as on https://lucide.dev/icons)`);
    })) as { default: ComponentType };
    const svg = renderToStaticMarkup(createElement(icon.default));
    const inner = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

/** The union of the sprite's names, so a name it lacks fails type-checking. */
export function namesSource(names: readonly string[] = ICONS): string {
  const union = [...new Set(names)]
    .sort()
    .map((name) => `  | ${JSON.stringify(name)}`)
    .join("\n");
  return [
    "// Written by `npm run icons:sprite` (scripts/icon-sprite.ts) with icons.svg: do not edit.",
    "/** Every icon in the sprite. */",
    `export type IconName =\n${union};`,
    "",
  ].join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(SPRITE_FILE, await spriteSource());
  writeFileSync(NAMES_FILE, namesSource());
  console.log(`wrote ${ICONS.length} icons to ${path.relative(process.cwd(), ICON_DIR)}`);
}
