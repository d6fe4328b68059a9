/**
 * Compiles one policy from Markdown at build time, through the site's Markdown pipeline
 * (scripts/markdown/pipeline.ts) with the policies' directives (./directives.ts). The file is an
 * opening paragraph, then numbered parts, each a `## Title {#anchor}` heading and its blocks; the
 * anchors are the policy's in-page links, so they are written, never derived from the words.
 */
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from "hast";
import type { Heading, PhrasingContent, Root as MdastRoot, RootContent } from "mdast";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { z } from "zod";
import {
  POLICY_PATHS,
  type CompiledPolicy,
  type PolicyDescriptionPart,
  type PolicySectionContent,
  type PolicySlug,
} from "../../app/content/policies/policy.ts";
import {
  checkFrontmatter,
  parseMarkdown,
  stripPositions,
  type DirectiveTable,
} from "../markdown/pipeline.ts";
import { POLICY_DIRECTIVES, POLICY_FACTS } from "./directives.ts";

const frontmatterSchema = z.strictObject({
  title: z.string().min(5),
  /** The meta description; may quote facts and `:delivery-statement`. */
  description: z.string().min(50),
});

/** A description is words for a meta tag: facts, and the delivery statement filled in per request. */
const DESCRIPTION_DIRECTIVES: DirectiveTable = Object.fromEntries(
  Object.entries(POLICY_DIRECTIVES).filter(([name]) => name in POLICY_FACTS || name === "delivery-statement"),
);

const ANCHOR = /^(.*\S)\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}$/;
/** Elements whose children are blocks: the line breaks between those children are not words. */
const BLOCK_PARENTS = new Set(["ul", "ol", "table", "thead", "tbody", "tr", "blockquote", "policy-table"]);
const INTERNAL_LINKS = new Set<string>(Object.values(POLICY_PATHS));

/** Plain words of inline Markdown (a heading, a description), or undefined if it holds more. */
function plainWords(nodes: readonly PhrasingContent[]): string | undefined {
  if (!nodes.every((n) => n.type === "text")) return undefined;
  return nodes.map((n) => n.value).join("");
}

function toHast(children: RootContent[]): HastRoot {
  const body: MdastRoot = { type: "root", children };
  const hast = unified().use(remarkRehype).runSync(body);
  stripPositions(hast);
  tidy(hast);
  return hast;
}

/**
 * One text node per run of words, with the source's line breaks as spaces; the line breaks that
 * only separate blocks go. The HTML then reads as the page shows it.
 */
function tidy(node: HastRoot | Element) {
  const kept: (HastContent & ElementContent)[] = [];
  for (const child of node.children as (HastContent & ElementContent)[]) {
    if (child.type === "element") tidy(child);
    if (child.type === "text") {
      if ((node.type === "root" || BLOCK_PARENTS.has(node.tagName)) && !child.value.trim()) continue;
      const value = child.value.replace(/\s*\n\s*/g, " ");
      const last = kept.at(-1);
      if (last?.type === "text") last.value += value;
      else kept.push({ type: "text", value });
      continue;
    }
    kept.push(child);
  }
  node.children = kept;
}

/** `<policy-table caption>` around a table → the table with its caption and header scopes. */
function captionTables(root: HastRoot, path: string) {
  visit(root, "element", (el: Element, index, parent) => {
    if (el.tagName !== "policy-table" || !parent || index === undefined) return;
    const tables = el.children.filter((c): c is Element => c.type === "element");
    const table = tables[0];
    if (tables.length !== 1 || table?.tagName !== "table")
      throw new Error(`${path}: :::table must hold exactly one table`);
    visit(table, "element", (cell: Element, i, row) => {
      if (cell.tagName === "th") cell.properties.scope = "col";
      if (cell.tagName === "td" && i === 0 && row?.type === "element") {
        // A body row's first cell names the row (a destination, say).
        cell.tagName = "th";
        cell.properties.scope = "row";
      }
    });
    const caption: Element = {
      type: "element",
      tagName: "caption",
      properties: {},
      children: [{ type: "text", value: String(el.properties.caption) }],
    };
    table.children.unshift(caption);
    parent.children[index] = table;
  });
}

/** Internal links go to the policies only (a typo is a build error); external ones are https. */
function checkLinks(root: HastRoot, path: string) {
  visit(root, "element", (el: Element) => {
    if (el.tagName !== "a") return;
    const href = String(el.properties.href ?? "");
    if (!INTERNAL_LINKS.has(href) && !href.startsWith("https://"))
      throw new Error(`${path}: link to ${href || "nowhere"}: link another policy or an https:// page`);
  });
}

function compileDescription(description: string, path: string): PolicyDescriptionPart[] {
  const { body } = parseMarkdown(description, `${path} (description)`, DESCRIPTION_DIRECTIVES);
  const paragraph = body.children[0];
  if (body.children.length !== 1 || paragraph?.type !== "paragraph")
    throw new Error(`${path}: the description is one line of words`);
  const parts: PolicyDescriptionPart[] = [];
  for (const node of paragraph.children) {
    const last = parts.at(-1);
    if (node.type === "text") {
      if (last && "text" in last) last.text += node.value;
      else parts.push({ text: node.value });
    } else if (node.type === "textDirective" && node.data?.hName === "delivery-statement") {
      parts.push({ element: "delivery-statement" });
    } else {
      throw new Error(`${path}: the description is plain words (found ${node.type})`);
    }
  }
  return parts;
}

function sectionOf(heading: Heading, blocks: RootContent[], path: string): PolicySectionContent {
  const words = heading.depth === 2 ? plainWords(heading.children) : undefined;
  const match = words === undefined ? null : ANCHOR.exec(words);
  if (!match)
    throw new Error(
      `${path}: every heading is "## Plain words {#anchor}" (found a level-${heading.depth} heading or one without its anchor)`,
    );
  const body = toHast(blocks);
  if (body.children.length === 0) throw new Error(`${path}: "${match[1]}" has no text`);
  captionTables(body, path);
  checkLinks(body, path);
  return { id: match[2]!, title: match[1]!, body };
}

export function compilePolicy(source: string, slug: string, path = `${slug}.md`): CompiledPolicy {
  if (!Object.hasOwn(POLICY_PATHS, slug))
    throw new Error(`${path}: not a policy (${Object.keys(POLICY_PATHS).join(", ")})`);
  const { frontmatter, body } = parseMarkdown(source, path, POLICY_DIRECTIVES);
  const { title, description } = checkFrontmatter(frontmatterSchema, frontmatter, path);

  const [intro, ...rest] = body.children;
  if (intro?.type !== "paragraph" || rest[0]?.type !== "heading")
    throw new Error(`${path}: a policy opens with one paragraph, then its first "## heading"`);
  const introHast = toHast(intro.children);
  checkLinks(introHast, path);

  const sections: PolicySectionContent[] = [];
  let heading: Heading | undefined;
  let blocks: RootContent[] = [];
  for (const node of [...rest, undefined]) {
    if (node && node.type !== "heading") {
      blocks.push(node);
      continue;
    }
    if (heading) sections.push(sectionOf(heading, blocks, path));
    if (node) [heading, blocks] = [node, []];
  }
  const ids = sections.map((s) => s.id);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated) throw new Error(`${path}: two parts share the anchor #${repeated}`);

  return {
    slug: slug as PolicySlug,
    title,
    description: compileDescription(description, path),
    intro: introHast,
    sections,
  };
}
