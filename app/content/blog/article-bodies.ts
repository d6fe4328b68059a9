import type { Root } from "hast";
import type { CompiledArticle } from "./article";

/*
 * An article's body, loaded by slug. Each compiled article is its own module (and browser chunk),
 * so the body is not page data: the server renders it into the HTML, and no page's script carries
 * it (no page hydrates whole, ADR 035). Before,
 * the body travelled twice in the page, as HTML and as loader data (~30 KB on a long article).
 */
const modules = import.meta.glob<CompiledArticle>("./*.md", { import: "default" });
const loaded = new Map<string, Promise<Root>>();

/** The same promise for the same slug, as React's `use` requires. Rejects for an unknown slug. */
export function articleBody(slug: string): Promise<Root> {
  let body = loaded.get(slug);
  if (!body) {
    const load = modules[`./${slug}.md`];
    body = load ? load().then((a) => a.body) : Promise.reject(new Error(`No article "${slug}"`));
    loaded.set(slug, body);
  }
  return body;
}
