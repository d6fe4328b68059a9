import { render } from "@react-email/render";
import { BRAND } from "~/content/site";
import { FIND_ORDERS } from "../words";
import type { Block, EmailContent, RenderedEmail } from "./content";
import { EmailLayout } from "./layout.server";

/** Both parts of an e-mail from its content: HTML through the React Email layout, and plain text. */
export async function renderEmail(content: EmailContent): Promise<RenderedEmail> {
  const html = await render(<EmailLayout content={content} />);
  return { subject: content.subject, text: plainText(content), html };
}

/** The plain-text part: the same blocks, in the same order, as a reader of text mail expects them. */
export function plainText(c: EmailContent): string {
  const out: string[] = [];
  if (c.testNotice) out.push(c.testNotice, "");
  if (c.greeting) out.push(c.greeting, "");
  for (const block of c.blocks) out.push(...textOf(block));
  if (c.support) out.push(c.support, "");
  if (c.support && c.supportLink)
    out.push(`${c.supportLink.textLabel ?? c.supportLink.label}: ${c.supportLink.href}`, "");
  if (c.findOrdersUrl) out.push(`${FIND_ORDERS.line} ${c.findOrdersUrl}`);
  out.push(`${BRAND} · ${c.siteUrl}`);
  return out.join("\n");
}

function textOf(b: Block): string[] {
  switch (b.type) {
    case "paragraph":
      return [b.text, ""];
    case "heading":
      return [b.text];
    case "highlight":
      return [
        `${b.label}: ${b.value}`,
        ...(b.link ? [`${b.link.textLabel ?? b.link.label}: ${b.link.href}`] : []),
        "",
      ];
    case "button":
      return [`${b.link.textLabel ?? b.link.label}: ${b.link.href}`, ""];
    case "lines":
      return [...b.rows.map((r) => `${r.label}: ${r.value}`), ""];
    case "rule":
      return [];
    case "note":
      return [b.text, ""];
    case "steps":
      return [...b.items.map((item, i) => `  ${i + 1}. ${item}`), ""];
    case "verbatim":
      return [...b.lines.map((l) => `  ${l}`), ""];
  }
}
