import { expect, test } from "vitest";
import { stripManifest } from "~/content/media-strip";
import { mediaManifest } from "~/content/media-manifest";
import {
  FALLBACK_IMAGE,
  mediaAsset,
  mediaDensitySrcSet,
  mediaPreload,
  mediaSrc,
  mediaSrcSet,
  mediaWidths,
  type MediaName,
} from "./media";

test("srcset lists every rendered width of one format, smallest first", () => {
  const { base, widths } = mediaAsset("products/glasses");
  expect(mediaSrcSet("products/glasses", "avif")).toBe(
    widths.map((w) => `${base}-${w}.avif ${w}w`).join(", "),
  );
  expect([...widths]).toEqual([...widths].sort((a, b) => a - b));
});

test("sizes in CSS pixels keep only the widths up to the first that covers a 3x screen", () => {
  const { base, widths } = mediaAsset("scenes/launch");
  expect(widths[0]).toBe(640);
  expect(mediaWidths("scenes/launch", "96px")).toEqual([640]);
  expect(mediaWidths("scenes/launch", "(min-width: 768px) 208px, 144px")).toEqual([640]);
  expect(mediaWidths("scenes/launch", "(min-width: 768px) 400px, 144px")).toEqual([640, 960, 1280]);
  expect(mediaWidths("scenes/launch", "1000px")).toEqual(widths);
  // Viewport units or calc(): any width may be chosen.
  expect(mediaWidths("scenes/launch", "(min-width: 768px) 208px, 100vw")).toEqual(widths);
  expect(mediaWidths("scenes/launch", "calc(100vw - 2rem)")).toEqual(widths);
  expect(mediaSrcSet("scenes/launch", "webp", "96px")).toBe(`${base}-640.webp 640w`);
});

test("an image laid out in CSS pixels gets density descriptors against its widest layout", () => {
  const strip = stripManifest["strip/01"];
  expect(strip.widths).toEqual([240, 480]);
  expect(mediaDensitySrcSet(strip, "avif", "(min-width: 768px) 208px, 144px")).toBe(
    `${strip.base}-240.avif 1.15x, ${strip.base}-480.avif 2.31x`,
  );
  // One width covers every screen: a plain URL.
  expect(mediaDensitySrcSet("scenes/launch", "webp", "96px")).toBe(
    `${mediaAsset("scenes/launch").base}-640.webp`,
  );
  expect(mediaDensitySrcSet("scenes/launch", "webp", "(min-width: 768px) 50vw, 100vw")).toBeUndefined();
});

test("a plain src picks the first width at least as wide as asked, else the largest", () => {
  const { base } = mediaAsset("scenes/launch");
  expect(mediaSrc("scenes/launch", "webp", 900)).toBe(`${base}-960.webp`);
  expect(mediaSrc("scenes/launch", "webp", 5000)).toBe(`${base}-1920.webp`);
});

test("the default glass image, the hero scenes, 8 gallery scenes, 5 products and 30 strip tiles exist", () => {
  const names = Object.keys(mediaManifest) as MediaName[];
  expect(names).toContain(FALLBACK_IMAGE);
  expect(names.filter((n) => n.startsWith("scenes/"))).toHaveLength(7);
  expect(names.filter((n) => n.startsWith("gallery/"))).toHaveLength(8);
  expect(names.filter((n) => n.startsWith("products/"))).toHaveLength(5);
  // The strip's tiles are in their own module: only the server's HTML draws them.
  expect(names.filter((n) => n.startsWith("strip/"))).toHaveLength(0);
  const tiles = Object.entries(stripManifest);
  expect(tiles.map(([n]) => n)).toEqual(
    Array.from({ length: 30 }, (_, i) => `strip/${String(i + 1).padStart(2, "0")}`),
  );
  for (const [n, asset] of [...names.map((n) => [n, mediaAsset(n)] as const), ...tiles]) {
    const { width, height, base } = asset;
    expect(width * height, n).toBeGreaterThan(0);
    expect(base, n).toMatch(new RegExp(`^/media/${n}-[0-9a-f]{10}$`));
    expect(mediaAsset(asset), n).toBe(asset);
  }
});

test("the LCP preload asks for AVIF with the same srcset and sizes the picture uses", () => {
  expect(mediaPreload("scenes/launch", "100vw")).toEqual({
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: mediaSrcSet("scenes/launch", "avif"),
    imageSizes: "100vw",
    fetchPriority: "high",
  });
});
