/** subset-font ships no types: the part of its API scripts/fonts.ts uses. */
declare module "subset-font" {
  interface Options {
    targetFormat?: "sfnt" | "woff" | "woff2";
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    keepFeatures?: string[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
