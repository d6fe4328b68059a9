import { createHash } from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
/** Types a browser executes; anything else (application/ld+json) is a data block CSP ignores. */
const EXECUTABLE = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * The `'sha256-…'` CSP sources of every inline script in a document, in order of appearance,
 * each once. The hash covers the script's text exactly as written between its tags, which is
 * what the browser hashes (script text is never entity-decoded).
 */
export function scriptHashes(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attrs = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = TYPE.exec(attrs)?.[1]?.toLowerCase() ?? "";
    if (!EXECUTABLE.has(type)) continue;
    sources.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...sources];
}

/**
 * Replaces the nonce in a CSP's `script-src` with the hashes of a stored page's inline scripts:
 * the page's own scripts run, nothing else inline does, and the policy stays as strict.
 */
export function withScriptHashes(csp: string, sources: readonly string[]): string {
  return csp
    .split(";")
    .map((directive) =>
      directive.trim().startsWith("script-src")
        ? directive.replace(/\s*'nonce-[^']*'/g, "") + (sources.length ? ` ${sources.join(" ")}` : "")
        : directive,
    )
    .join(";");
}
