import path from "node:path";
import type { Plugin } from "vite";
import { compileArticle } from "./compile.ts";

/**
 * Vite plugin: `import article from "./slug.md"` yields the compiled article (see compile.ts), so
 * Markdown is parsed once per build, never per request. Only files under app/content/blog/.
 */
export function blogMarkdown(): Plugin {
  return {
    name: "luxid-blog-markdown",
    transform(source, id) {
      if (!id.endsWith(".md") || !id.includes(`${path.sep}content${path.sep}blog${path.sep}`)) return null;
      const article = compileArticle(source, path.basename(id, ".md"), id);
      return { code: `export default ${JSON.stringify(article)};`, map: null };
    },
  };
}
