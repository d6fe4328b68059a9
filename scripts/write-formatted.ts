import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";

/**
 * Writes a generated file (a module, a benchmark's Markdown) as Prettier formats it, with the
 * repository's settings and the parser its extension implies, so `prettier --check` stays green
 * and git quiet when a generator runs again. Leaves the file alone when it already holds that text.
 */
export async function writeFormatted(file: string, text: string): Promise<void> {
  const formatted = await format(text, { ...(await resolveConfig(file)), filepath: file });
  if (!existsSync(file) || readFileSync(file, "utf8") !== formatted) writeFileSync(file, formatted);
}
