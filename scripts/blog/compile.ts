/**
 * Compiles one blog article from Markdown at build time: frontmatter checked against a schema,
 * GitHub-flavoured Markdown, heading ids with anchor links, and `:price{product=id}` directives
 * that the page renders as the catalogue price in the visitor's currency (an article never types
 * a price). Raw HTML in the Markdown is dropped, never passed through, so the body is safe to
 * render without sanitising at request time.
 */
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from "hast";
import type { Root as MdastRoot } from "mdast";
import { toString } from "mdast-util-to-string";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeSlug from "rehype-slug";
import remarkDirective from "remark-directive";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import type { ArticleHeading, CompiledArticle } from "../../app/content/blog/article.ts";
import { productIds } from "../../app/content/catalogue.ts";
import { mediaManifest } from "../../app/content/media-manifest.ts";

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
 * `:price{product=glasses}` becomes `<price-tag product="glasses">` and `:delivery-start` becomes
 * `<delivery-start>` (when deliveries start, from the DELIVERY_START setting); any other directive
 * is an error.
 */
function remarkPriceDirective() {
  return (tree: MdastRoot, file: { path?: string }) => {
    visit(tree, (node) => {
      if (
        node.type !== "textDirective" &&
        node.type !== "leafDirective" &&
        node.type !== "containerDirective"
      )
        return;
      if (node.type === "textDirective" && node.name === "delivery-start") {
        node.data = { hName: "delivery-start", hProperties: {} };
        return;
      }
      const product = node.attributes?.product ?? "";
      if (
        node.type !== "textDirective" ||
        node.name !== "price" ||
        !(productIds as readonly string[]).includes(product)
      )
        throw new Error(`${file.path ?? "article"}: unknown directive :${node.name}{product=${product}}`);
      node.data = { hName: "price-tag", hProperties: { product } };
    });
  };
}

/** Strips source positions (they would only bloat the page data). */
function stripPositions(node: HastRoot | HastContent) {
  delete node.position;
  if ("children" in node) for (const child of node.children) stripPositions(child);
}

/** A heading's words, without the anchor link appended to it. */
function headingText(node: Element): string {
  return node.children
    .map((c: ElementContent) => {
      if (c.type === "text") return c.value;
      const anchor = c.type === "element" && String(c.properties.className ?? "").includes("heading-anchor");
      return c.type === "element" && !anchor ? headingText(c) : "";
    })
    .join("");
}

export function compileArticle(source: string, slug: string, path = `${slug}.md`): CompiledArticle {
  const processor = unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ["yaml"])
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkPriceDirective);
  const mdast = processor.runSync(processor.parse(source), { path }) as MdastRoot;

  const yaml = mdast.children.find((n) => n.type === "yaml");
  const parsed = frontmatterSchema.safeParse(yaml ? parseYaml(yaml.value) : {});
  if (!parsed.success) throw new Error(`${path}: bad frontmatter: ${z.prettifyError(parsed.error)}`);
  const body: MdastRoot = { type: "root", children: mdast.children.filter((n) => n.type !== "yaml") };
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

  const headings: ArticleHeading[] = [];
  visit(hast, "element", (el: Element) => {
    if (el.tagName === "h2") headings.push({ id: String(el.properties.id), text: headingText(el).trim() });
  });

  const frontmatter = parsed.data as CompiledArticle["frontmatter"];
  return { slug, frontmatter, body: hast, headings, words };
}
