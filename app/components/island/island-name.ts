/** An island's name: its file's base name without `.island.tsx` (`…/hero-carousel.island.tsx` → `hero-carousel`). */
export function islandNameOf(file: string): string {
  return file.replace(/^.*\//, "").replace(/\.island\.tsx$/, "");
}
