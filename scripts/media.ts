/**
 * Media build step: renders every committed art source under media/src with sharp into
 * responsive AVIF and WebP sizes in public/media/, the Open Graph cards (PNG and JPEG) in
 * public/og/, and writes app/content/media-manifest.ts (intrinsic size, widths and URL base of
 * each image). File names carry a hash of their source, so an unchanged source is skipped and a
 * run with nothing to do takes a fraction of a second. Needs no network.
 *
 *   node scripts/media.ts           render what changed
 *   node scripts/media.ts --force   render everything
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { fallbackImages, ogCards } from "../media/src/extras.ts";
import { galleryScenes, heroScenes } from "../media/src/scenes.ts";
import { stripTiles } from "../media/src/strip.ts";
import { blogOgCards } from "./blog/og-cards.ts";
import { writeFormatted } from "./write-formatted.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const MEDIA_OUT = path.join(ROOT, "public/media");
const OG_OUT = path.join(ROOT, "public/og");
const MANIFEST = path.join(ROOT, "app/content/media-manifest.ts");
/**
 * The photo strip's 30 tiles, apart from the rest: only the strip (server HTML) draws them,
 * and the main manifest is in every page's first script, where they were a third of its entries.
 */
const STRIP_MANIFEST = path.join(ROOT, "app/content/media-strip.ts");
/** Bump when encoder settings change, so every output is rebuilt. */
const ENCODER_VERSION = "1";
const force = process.argv.includes("--force");

interface Job {
  name: string;
  source: string;
  widths: readonly number[];
}

const SCENE_WIDTHS = [640, 960, 1280, 1920] as const;
const PRODUCT_WIDTHS = [320, 640, 960, 1280] as const;
const STRIP_WIDTHS = [240, 480] as const;
const FALLBACK_WIDTHS = [640, 1280] as const;

function productJobs(): Job[] {
  const dir = path.join(ROOT, "media/src/products");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".svg"))
    .sort()
    .map((f) => ({
      name: `products/${f.slice(0, -4)}`,
      source: readFileSync(path.join(dir, f), "utf8"),
      widths: PRODUCT_WIDTHS,
    }));
}

function generated(set: Record<string, () => string>, widths: readonly number[]): Job[] {
  return Object.entries(set).map(([name, render]) => ({ name, source: render(), widths }));
}

function svgSize(source: string): { width: number; height: number } {
  const open = source.slice(0, source.indexOf(">"));
  const width = Number(/\swidth="(\d+)"/.exec(open)?.[1]);
  const height = Number(/\sheight="(\d+)"/.exec(open)?.[1]);
  if (!width || !height) throw new Error("Every art source needs width and height on its <svg>");
  return { width, height };
}

const hashOf = (text: string) =>
  createHash("sha256").update(ENCODER_VERSION).update(text).digest("hex").slice(0, 10);

async function render(job: Job, maxWidth: number, intrinsicWidth: number) {
  // Rasterise once at the largest size (vector, so no upscaling blur), then downscale.
  const density = Math.min(2400, Math.ceil((72 * maxWidth) / intrinsicWidth) + 1);
  return sharp(Buffer.from(job.source), { density }).resize({ width: maxWidth }).png().toBuffer();
}

interface ManifestEntry {
  width: number;
  height: number;
  widths: readonly number[];
  base: string;
}

async function buildImage(job: Job): Promise<{ entry: ManifestEntry; rendered: boolean }> {
  const { width, height } = svgSize(job.source);
  const hash = hashOf(job.source + job.widths.join(","));
  const base = `/media/${job.name}-${hash}`;
  const fileBase = path.join(ROOT, "public", base);
  const outputs = job.widths.flatMap((w) => [`${fileBase}-${w}.avif`, `${fileBase}-${w}.webp`]);
  const entry = { width, height, widths: job.widths, base };
  if (!force && outputs.every((f) => existsSync(f))) return { entry, rendered: false };
  mkdirSync(path.dirname(fileBase), { recursive: true });
  const master = await render(job, Math.max(...job.widths), width);
  await Promise.all(
    job.widths.map(async (w) => {
      const img = sharp(master).resize({ width: w });
      await img.clone().avif({ quality: 52, effort: 1 }).toFile(`${fileBase}-${w}.avif`);
      await img.clone().webp({ quality: 76, effort: 4 }).toFile(`${fileBase}-${w}.webp`);
    }),
  );
  return { entry, rendered: true };
}

async function buildOg(name: string, source: string): Promise<boolean> {
  const file = path.join(OG_OUT, path.basename(name));
  // A dot-file stamp: express.static does not serve dot-files.
  const stamp = path.join(OG_OUT, `.${path.basename(name)}.hash`);
  const hash = hashOf(source);
  const outputs = [`${file}.png`, `${file}.jpg`];
  if (
    !force &&
    outputs.every((f) => existsSync(f)) &&
    existsSync(stamp) &&
    readFileSync(stamp, "utf8") === hash
  ) {
    return false;
  }
  mkdirSync(OG_OUT, { recursive: true });
  const master = await sharp(Buffer.from(source), { density: 72 }).resize(1200, 630).png().toBuffer();
  await sharp(master).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(`${file}.png`);
  await sharp(master).jpeg({ quality: 84, mozjpeg: true }).toFile(`${file}.jpg`);
  writeFileSync(stamp, hash);
  return true;
}

/** Runs the tasks with at most `limit` in flight. */
async function pool<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i]!);
      }
    }),
  );
  return results;
}

/** Deletes rendered files that no current source produces (old hashes, removed art). */
function prune(dir: string, keep: Set<string>) {
  if (!existsSync(dir)) return 0;
  let removed = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    if (!keep.has(full)) {
      rmSync(full);
      removed++;
    }
  }
  return removed;
}

function entryLines(entries: Record<string, ManifestEntry>): string {
  return Object.entries(entries)
    .map(
      ([name, e]) =>
        `  ${JSON.stringify(name)}: { width: ${e.width}, height: ${e.height}, widths: [${e.widths.join(", ")}], base: ${JSON.stringify(e.base)} },`,
    )
    .join("\n");
}

const GENERATED =
  "// Generated by scripts/media.ts from media/src — do not edit; run `node scripts/media.ts`.";

function manifestSource(entries: Record<string, ManifestEntry>): string {
  return `${GENERATED}

/** One rendered image: intrinsic size, the widths rendered, and the URL base of its files. */
export interface MediaAsset {
  width: number;
  height: number;
  widths: readonly number[];
  /** Files are \`\${base}-\${width}.avif\` and \`\${base}-\${width}.webp\`. */
  base: string;
}

export const mediaManifest = {
${entryLines(entries)}
} as const satisfies Record<string, MediaAsset>;

export type MediaName = keyof typeof mediaManifest;
`;
}

function stripSource(entries: Record<string, ManifestEntry>): string {
  return `${GENERATED}

import type { MediaAsset } from "./media-manifest";

/** The photo strip's tiles, in the order it shows them (two rows: 01–15, 16–30). */
export const stripManifest = {
${entryLines(entries)}
} as const satisfies Record<string, MediaAsset>;
`;
}

const started = performance.now();
const jobs: Job[] = [
  ...generated(heroScenes, SCENE_WIDTHS),
  ...generated(galleryScenes, SCENE_WIDTHS),
  ...productJobs(),
  ...generated(stripTiles, STRIP_WIDTHS),
  ...generated(fallbackImages, FALLBACK_WIDTHS),
];
const limit = Math.max(2, Math.min(8, availableParallelism()));
const results = await pool(jobs, limit, buildImage);
const allOgCards = { ...ogCards, ...blogOgCards() };
const ogResults = await pool(Object.entries(allOgCards), limit, ([name, draw]) => buildOg(name, draw()));

const entries = Object.fromEntries(jobs.map((job, i) => [job.name, results[i]!.entry]));
const keep = new Set(
  Object.values(entries).flatMap((e) =>
    e.widths.flatMap((w) => [
      `${path.join(ROOT, "public", e.base)}-${w}.avif`,
      `${path.join(ROOT, "public", e.base)}-${w}.webp`,
    ]),
  ),
);
const removed = prune(MEDIA_OUT, keep);
const isStrip = ([name]: [string, ManifestEntry]) => name.startsWith("strip/");
await writeFormatted(
  MANIFEST,
  manifestSource(Object.fromEntries(Object.entries(entries).filter((e) => !isStrip(e)))),
);
// By name (strip/01 to strip/30): the order the strip shows them in.
const stripEntries = Object.entries(entries)
  .filter(isStrip)
  .sort(([a], [b]) => a.localeCompare(b));
await writeFormatted(STRIP_MANIFEST, stripSource(Object.fromEntries(stripEntries)));

const rendered = results.filter((r) => r.rendered).length + ogResults.filter(Boolean).length;
console.log(
  `media: ${jobs.length} images + ${ogResults.length} OG cards, ${rendered} rendered, ${removed} stale files removed (${Math.round(performance.now() - started)} ms)`,
);
