import { expect } from "vitest";
import type { RenderedEmail } from "../email/content";

/** What a template test says of one rendered e-mail; every list is optional. */
export interface Expected {
  subject?: string;
  /** Sentences the plain-text part holds. */
  says?: readonly string[];
  /** Words no part may hold: not the subject, nor the text, nor the HTML. */
  saysNot?: readonly (string | RegExp)[];
  /** Words the HTML part holds (a button label, an amount). */
  html?: readonly string[];
  /** Links the HTML part carries as an href, written unescaped. */
  links?: readonly string[];
}

/**
 * The template tests each render an e-mail and check what it says: this states those checks once,
 * so that a failing line names the missing sentence and the part it was looked for in.
 */
export function expectEmail(email: RenderedEmail, expected: Expected): void {
  if (expected.subject !== undefined) expect(email.subject).toBe(expected.subject);
  for (const part of expected.says ?? []) expect(email.text, "text part").toContain(part);
  for (const part of expected.html ?? []) expect(email.html, "HTML part").toContain(part);
  for (const href of expected.links ?? []) {
    expect(email.html, "HTML part").toContain(`href="${href.replace(/&/g, "&amp;")}"`);
  }
  for (const part of expected.saysNot ?? []) {
    for (const [name, body] of Object.entries(email)) {
      if (typeof part === "string") expect(body, name).not.toContain(part);
      else expect(body, name).not.toMatch(part);
    }
  }
}
