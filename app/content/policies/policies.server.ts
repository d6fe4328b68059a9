/**
 * The compiled policies (one Markdown file each, compiled at build time). Server-only: a policy
 * page's loader hands its policy to the page, so the words reach the browser as HTML, or as page
 * data on a client-side navigation, and never sit in a JavaScript file.
 */
import { POLICY_PATHS, type CompiledPolicy, type PolicySlug } from "./policy";

const modules = import.meta.glob<CompiledPolicy>("./*.md", { eager: true, import: "default" });

const bySlug = new Map(Object.values(modules).map((p) => [p.slug, p]));
const missing = Object.keys(POLICY_PATHS).filter((slug) => !bySlug.has(slug as PolicySlug));
if (missing.length > 0) throw new Error(`Policies without their Markdown file: ${missing.join(", ")}`);

/** The compiled policy of that name. */
export function policy(slug: PolicySlug): CompiledPolicy {
  return bySlug.get(slug)!;
}
