import path from "node:path";
import type { Plugin } from "vite";
import { compileArticle } from "../blog/compile.ts";
import { compilePolicy } from "../policies/compile.ts";

/** The folders of Markdown content and the compiler of each. */
const COMPILERS = {
  blog: compileArticle,
  policies: compilePolicy,
} as const;

/**
 * Vite plugin: `import article from "./slug.md"` under app/content/blog/ yields the compiled article
 * (../blog/compile.ts), and under app/content/policies/ the compiled policy
 * (../policies/compile.ts), so Markdown is parsed once per build, never per request.
 */
export function contentMarkdown(): Plugin {
  return {
    name: "luxid-content-markdown",
    transform(source, id) {
      if (!id.endsWith(".md")) return null;
      const folder = path.basename(path.dirname(id));
      if (path.basename(path.dirname(path.dirname(id))) !== "content" || !Object.hasOwn(COMPILERS, folder))
        return null;
      const compiled = COMPILERS[folder as keyof typeof COMPILERS](source, path.basename(id, ".md"), id);
      return { code: `export default ${JSON.stringify(compiled)};`, map: null };
    },
  };
}
