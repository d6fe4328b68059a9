import { expect, test } from "vitest";
import type { EmailContent } from "./content";
import { plainText, renderEmail } from "./render.server";

const content: EmailContent = {
  subject: "Subject",
  preview: "Preview line",
  title: "Title",
  greeting: "Hi Asha,",
  blocks: [
    { type: "paragraph", text: "First paragraph." },
    {
      type: "highlight",
      label: "Order reference",
      value: "LX-1",
      link: { href: "https://x.test/o", label: "View", textLabel: "Page" },
    },
    { type: "lines", rows: [{ label: "Total", value: "₹10", strong: true }] },
    { type: "steps", items: ["One", "Two"] },
    { type: "verbatim", lines: ["12 MG Road", "Bengaluru"] },
    { type: "button", link: { href: "https://x.test/b", label: "Go" } },
  ],
  support: "Questions? Write to us.",
  testNotice: "TEST",
  siteUrl: "https://x.test",
};

test("the plain-text part holds every block, in order, under the test notice", () => {
  expect(plainText(content)).toBe(
    [
      "TEST",
      "",
      "Hi Asha,",
      "",
      "First paragraph.",
      "",
      "Order reference: LX-1",
      "Page: https://x.test/o",
      "",
      "Total: ₹10",
      "",
      "  1. One",
      "  2. Two",
      "",
      "  12 MG Road",
      "  Bengaluru",
      "",
      "Go: https://x.test/b",
      "",
      "Questions? Write to us.",
      "",
      "Luxid · https://x.test",
    ].join("\n"),
  );
});

test("the HTML part is the branded layout: logo by absolute URL, light and dark, the same words", async () => {
  const { subject, html } = await renderEmail(content);
  expect(subject).toBe("Subject");
  expect(html).toContain('alt="Luxid logo"');
  expect(html).toContain('src="https://x.test/email/logo-72.png"');
  expect(html).toContain('width="36"');
  expect(html).toContain('height="36"');
  expect(html).toContain("prefers-color-scheme: dark");
  expect(html).toContain("<title>Subject</title>");
  for (const words of ["Preview line", "First paragraph.", "LX-1", "₹10", "1. One", "Need help?", "TEST"]) {
    expect(html).toContain(words);
  }
  expect(html).toContain('href="https://x.test/o"');
  expect(html).toContain('href="https://x.test/b"');
});
