/**
 * Compiles one blog article from Markdown at build time, through the site's Markdown pipeline
 * (scripts/markdown/pipeline.ts): frontmatter checked against a schema, GitHub-flavoured
 * Markdown, heading ids with anchor links, and `:price{product=id}` directives
 * that the page renders as the catalogue price in the visitor's currency (an article never types
 * a price). Raw HTML in the Markdown is dropped, never passed through, so the body is safe to
 * render without sanitising at request time.
 */
import type { Element, Root } from "hast";
import { toString } from "mdast-util-to-string";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeSlug from "rehype-slug";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { z } from "zod";
import type { ArticleHeading, CompiledArticle } from "../../app/content/blog/article.ts";
import { productIds } from "../../app/content/catalogue.ts";
import { mediaManifest } from "../../app/content/media-manifest.ts";
import {
  checkFrontmatter,
  directive,
  headingText,
  parseMarkdown,
  stripPositions,
  type DirectiveTable,
} from "../markdown/pipeline.ts";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "use YYYY-MM-DD");
const frontmatterSchema = z.strictObject({
  title: z.string().min(10),
  description: z.string().min(50).max(170),
  date: isoDate,
  updated: isoDate.optional(),
  keywords: z.array(z.string().min(2)).min(1).max(3),
  hero: z.string().refine((h) => h in mediaManifest, "not a media manifest image"),
  heroAlt: z.string().min(10),
  products: z.array(z.enum(productIds)).min(1),
  cta: z.string().startsWith("Pre-Order"),
});

/**
 * An article's directives: `:price{product=glasses}` becomes `<price-tag product="glasses">` and
 * `:delivery-start` becomes `<delivery-start>` (when deliveries start, from the DELIVERY_START
 * setting); the page fills both in at request time.
 */
const ARTICLE_DIRECTIVES: DirectiveTable = {
  price: directive({
    form: "text",
    attributes: z.strictObject({ product: z.enum(productIds) }),
    to: ({ product }) => ({ element: "price-tag", properties: { product } }),
  }),
  "delivery-start": directive({
    form: "text",
    attributes: z.strictObject({}),
    to: () => ({ element: "delivery-start" }),
  }),
};

/**
 * Each `h2` and what follows it, up to the next `h2`, becomes a `<section>` of the body (what
 * comes before the first `h2` stays as it is). An article is one long block otherwise, laid out
 * and painted whole at every chunk of the page; in sections, those below the fold are skipped until
 * they near the viewport (`content-visibility: auto`, shared.css), and a section is the unit a
 * reader jumps to from the table of contents.
 */
function sectionize(root: Root): void {
  const children: Root["children"] = [];
  let section: Element | undefined;
  for (const node of root.children) {
    if (node.type === "element" && node.tagName === "h2") {
      section = { type: "element", tagName: "section", properties: {}, children: [] };
      children.push(section);
    }
    (section?.children ?? children).push(node);
  }
  root.children = children;
}

export function compileArticle(source: string, slug: string, path = `${slug}.md`): CompiledArticle {
  const { frontmatter, body } = parseMarkdown(source, path, ARTICLE_DIRECTIVES);
  const parsed = checkFrontmatter(frontmatterSchema, frontmatter, path);
  const words = toString(body, { includeImageAlt: false }).split(/\s+/).filter(Boolean).length;

  const hast = unified()
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(rehypeAutolinkHeadings, {
      behavior: "append",
      test: ["h2", "h3"],
      properties: (el: Element) => ({
        className: ["heading-anchor"],
        ariaLabel: `Link to “${headingText(el)}”`,
      }),
      content: {
        type: "element",
        tagName: "span",
        properties: { ariaHidden: "true" },
        children: [{ type: "text", value: "#" }],
      },
    })
    .runSync(body);
  stripPositions(hast);
  sectionize(hast);

  const headings: ArticleHeading[] = [];
  visit(hast, "element", (el: Element) => {
    if (el.tagName === "h2") headings.push({ id: String(el.properties.id), text: headingText(el).trim() });
  });

  return { slug, frontmatter: parsed as CompiledArticle["frontmatter"], body: hast, headings, words };
}
