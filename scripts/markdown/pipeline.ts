/**
 * The Markdown pipeline the site's written content shares (the blog's articles, the policies):
 * YAML frontmatter, GitHub-flavoured Markdown and a closed set of typed directives. Each kind of
 * content declares the directives it allows; any other directive, or a known one with wrong
 * attributes, is a build error, so a typo never reaches a page as literal text. Raw HTML in the
 * Markdown is dropped by remark-rehype, never passed through.
 */
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from "hast";
import type { Root as MdastRoot, RootContent, Text } from "mdast";
import remarkDirective from "remark-directive";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { parse as parseYaml } from "yaml";
import { z } from "zod";

/** What a directive becomes: words fixed at build time, or an element the page renders. */
type DirectiveOutput = { text: string } | { element: string; properties?: Record<string, string> };

/** One allowed directive: its form, its attributes (a strict schema) and what it becomes. */
export interface DirectiveSpec<A extends Record<string, string> = Record<string, string>> {
  /** `:name` inside a sentence, `::name` on its own line, or `:::name` around a block. */
  form: "text" | "leaf" | "container";
  attributes: z.ZodType<A>;
  to(attributes: A): DirectiveOutput;
}

export type DirectiveTable = Readonly<Record<string, DirectiveSpec>>;

/** Declares a directive with its attributes' type inferred from the schema. */
export function directive<A extends Record<string, string>>(spec: DirectiveSpec<A>): DirectiveSpec {
  return spec;
}

/** A text directive without attributes that stands for fixed words (a claim, a name). */
export function wordsDirective(text: string): DirectiveSpec {
  return directive({ form: "text", attributes: z.strictObject({}), to: () => ({ text }) });
}

const UNREAD_DIRECTIVE = /(?<![\w:/]):{1,3}[a-z][\w-]*/i;
const FORMS = { textDirective: "text", leafDirective: "leaf", containerDirective: "container" } as const;
const COLONS = { text: ":", leaf: "::", container: ":::" } as const;

/** Replaces every directive by what its spec says, or throws naming the file and the directive. */
function remarkTypedDirectives(table: DirectiveTable) {
  return (tree: MdastRoot, file: { path?: string }) => {
    visit(tree, (node, index, parent) => {
      if (!(node.type in FORMS)) return;
      const d = node as Extract<RootContent, { type: keyof typeof FORMS }>;
      const form = FORMS[d.type];
      const attributes = Object.fromEntries(Object.entries(d.attributes ?? {}).map(([k, v]) => [k, v ?? ""]));
      const written = `${COLONS[form]}${d.name}{${Object.entries(attributes)
        .map(([k, v]) => `${k}=${v}`)
        .join(" ")}}`;
      const fail = (why: string) => {
        throw new Error(`${file.path ?? "markdown"}: unknown directive ${written}${why}`);
      };
      const spec = Object.hasOwn(table, d.name) ? table[d.name] : undefined;
      if (!spec || spec.form !== form) return fail("");
      // A text directive's [label] would be words the spec never sees: not allowed.
      if (form === "text" && d.children.length > 0) return fail(": takes no [label]");
      const parsed = spec.attributes.safeParse(attributes);
      if (!parsed.success) return fail(`: ${z.prettifyError(parsed.error)}`);
      const output = spec.to(parsed.data);
      if ("text" in output) {
        if (form !== "text" || !parent || index === undefined)
          return fail(": only a text directive is words");
        parent.children[index] = { type: "text", value: output.text } satisfies Text;
        return;
      }
      d.data = { hName: output.element, hProperties: output.properties ?? {} };
    });
    // A directive Markdown could not read (`:product:` ends in a colon) stays as text: as loud.
    visit(tree, "text", (node) => {
      const unread = UNREAD_DIRECTIVE.exec(node.value);
      if (unread)
        throw new Error(
          `${file.path ?? "markdown"}: unknown directive ${unread[0]} (write it as ${unread[0]}{})`,
        );
    });
  };
}

/** Parses Markdown with its frontmatter; directives are checked against `table` and replaced. */
export function parseMarkdown(
  source: string,
  path: string,
  table: DirectiveTable,
): { frontmatter: unknown; body: MdastRoot } {
  const processor = unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ["yaml"])
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkTypedDirectives, table);
  const mdast = processor.runSync(processor.parse(source), { path }) as MdastRoot;
  const yaml = mdast.children.find((n) => n.type === "yaml");
  return {
    frontmatter: yaml ? parseYaml(yaml.value) : {},
    body: { type: "root", children: mdast.children.filter((n) => n.type !== "yaml") },
  };
}

/** Checks frontmatter against its schema, or throws naming the file and the fields. */
export function checkFrontmatter<T>(schema: z.ZodType<T>, frontmatter: unknown, path: string): T {
  const parsed = schema.safeParse(frontmatter);
  if (!parsed.success) throw new Error(`${path}: bad frontmatter: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Strips source positions (they would only bloat the page data). */
export function stripPositions(node: HastRoot | HastContent) {
  delete node.position;
  if ("children" in node) for (const child of node.children) stripPositions(child);
}

/** A heading's words, without the anchor link appended to it. */
export function headingText(node: Element): string {
  return node.children
    .map((c: ElementContent) => {
      if (c.type === "text") return c.value;
      const anchor = c.type === "element" && String(c.properties.className ?? "").includes("heading-anchor");
      return c.type === "element" && !anchor ? headingText(c) : "";
    })
    .join("");
}
