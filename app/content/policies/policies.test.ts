import type { Root } from "hast";
import { describe, expect, test } from "vitest";
import { compilePolicy } from "../../../scripts/policies/compile";
import { POLICY_FACTS } from "../../../scripts/policies/directives";
import { BOOKING_PERCENT } from "../catalogue";
import { REFUNDS, WARRANTY } from "../claims";
import { BRAND } from "../site";
import { policy } from "./policies.server";
import { POLICY_PATHS, type PolicySlug } from "./policy";

const FRONT = `---\ntitle: A test policy\ndescription: "${"A description long enough for the schema to accept it. ".repeat(2)}"\n---\n\nThe opening.\n\n`;

/** Compiles one section of Markdown in a minimal policy and answers its body. */
function body(markdown: string): Root {
  return compilePolicy(`${FRONT}## Part {#part}\n\n${markdown}\n`, "terms").sections[0]!.body;
}

// The anchors are links other pages, e-mails and people keep: they stay exactly these.
const ANCHORS: Record<PolicySlug, string[]> = {
  privacy: [
    "who-we-are",
    "data-we-collect",
    "how-we-use-it",
    "legal-basis",
    "payments",
    "sharing",
    "cookies-and-storage",
    "retention",
    "security",
    "your-rights",
    "children",
    "changes",
    "contact",
  ],
  terms: [
    "about-these-terms",
    "eligibility",
    "accounts",
    "pre-orders",
    "prices-and-payment",
    "delivery",
    "pre-order-benefits",
    "cancellations-and-warranty",
    "safe-use",
    "website-use",
    "intellectual-property",
    "liability",
    "events-beyond-our-control",
    "changes",
    "governing-law",
    "contact",
  ],
  return: [
    "at-a-glance",
    "cancel-before-delivery",
    "how-to-request",
    "warranty",
    "warranty-claim",
    "damaged-on-arrival",
    "change-of-mind",
    "your-statutory-rights",
    "contact",
  ],
  shipping: [
    "at-a-glance",
    "where-we-ship",
    "delivery-schedule",
    "balance-payment",
    "delivery-times",
    "dispatch-and-tracking",
    "duties-and-taxes",
    "address-changes",
    "damaged-or-lost",
    "contact",
  ],
};

describe("the compiled policies", () => {
  test.each(Object.keys(POLICY_PATHS) as PolicySlug[])("%s keeps its numbered parts and anchors", (slug) => {
    const p = policy(slug);
    expect(p.sections.map((s) => s.id)).toEqual(ANCHORS[slug]);
    for (const s of p.sections) {
      expect(s.title, s.id).not.toMatch(/[{}#]|:[a-z]/);
      expect(s.body.children.length, s.id).toBeGreaterThan(0);
    }
  });

  test("a heading's words may quote a fact: the terms' safety part names the product", () => {
    expect(policy("terms").sections.find((s) => s.id === "safe-use")?.title).toBe("Using Vue Glass safely");
  });

  test("the configured and per-visitor values stay elements for the page to fill in", () => {
    const json = JSON.stringify(policy("terms"));
    expect(json).toContain('"tagName":"support-email","properties":{"subject":"Terms of Service"}');
    expect(json).toContain('"tagName":"delivery-statement"');
    expect(json).toContain('"tagName":"money","properties":{"of":"glasses-booking"}');
    // Never a configured value frozen into the build.
    expect(json).not.toMatch(/@|Deliveries start|₹|€|\$\d/);
    expect(policy("shipping").description).toContainEqual({ element: "delivery-statement" });
  });
});

describe("the policies' directives", () => {
  test.each(Object.entries(POLICY_FACTS))(":%s is filled in with its claim at build time", (name, text) => {
    expect(body(`It says :${name}.`)).toEqual({
      type: "root",
      children: [
        {
          type: "element",
          tagName: "p",
          properties: {},
          children: [{ type: "text", value: `It says ${text}.` }],
        },
      ],
    });
  });

  test("the facts are the claims, not copies of them", () => {
    expect(POLICY_FACTS["refund-days"]).toBe(REFUNDS.processingDays);
    expect(POLICY_FACTS.warranty).toBe(WARRANTY.label);
    expect(POLICY_FACTS["booking-percent"]).toBe(`${BOOKING_PERCENT}%`);
    expect(POLICY_FACTS.brand).toBe(BRAND);
  });

  test("the request-time directives become elements with their checked attributes", () => {
    const json = JSON.stringify(
      body(':support-email{subject="Warranty claim"}, :delivery-statement and :money{of=accessory-credit}.'),
    );
    expect(json).toContain(
      '{"type":"element","tagName":"support-email","properties":{"subject":"Warranty claim"},"children":[]}',
    );
    expect(json).toContain('{"type":"element","tagName":"delivery-statement","properties":{},"children":[]}');
    expect(json).toContain(
      '{"type":"element","tagName":"money","properties":{"of":"accessory-credit"},"children":[]}',
    );
  });

  test("an unknown directive, or a known one written wrong, fails the build", () => {
    const fails = (markdown: string, why: RegExp) => expect(() => body(markdown), markdown).toThrow(why);
    fails("Refunds take :refund-dayz.", /unknown directive :refund-dayz\{\}/);
    fails("The :warranty{years=2}.", /unknown directive :warranty\{years=2\}/);
    fails("::warranty", /unknown directive ::warranty/);
    fails("Write to :support-email.", /unknown directive :support-email\{\}.*subject/s);
    fails(":money{of=ring-price}", /unknown directive :money\{of=ring-price\}/);
    fails("With the :warranty[two years].", /takes no \[label\]/);
    // Markdown does not read a directive followed by a colon: it would reach the page as text.
    fails("Pre-ordering :product: the terms.", /unknown directive :product \(write it as :product\{\}\)/);
  });

  test("headings, links and tables are checked too", () => {
    const policyOf = (markdown: string) => () => compilePolicy(`${FRONT}${markdown}\n`, "terms");
    expect(policyOf("## Part\n\nText.")).toThrow(/\{#anchor\}/);
    expect(policyOf("## Part {#part}\n\nText.\n\n### Sub {#sub}\n\nText.")).toThrow(/level-3/);
    expect(policyOf("## Part for :support-email{subject=Help} {#part}\n\nText.")).toThrow(/Plain words/);
    expect(policyOf("## A {#part}\n\nText.\n\n## B {#part}\n\nText.")).toThrow(/#part/);
    expect(policyOf("## Part {#part}\n\nSee our [Refunds](/refund-policy).")).toThrow(/\/refund-policy/);
    expect(policyOf('## Part {#part}\n\n:::table{caption="Times"}\nNo table here.\n:::')).toThrow(
      /one table/,
    );
    expect(() => compilePolicy(`${FRONT}## Part {#part}\n\nText.\n`, "cookies")).toThrow(/not a policy/);
  });

  test("a table gets its caption and header scopes", () => {
    const json = JSON.stringify(
      body(
        ':::table{caption="Delivery times"}\n| Where | When |\n| - | - |\n| India | :shipping-india |\n:::',
      ),
    );
    expect(json).toContain(
      '"tagName":"caption","properties":{},"children":[{"type":"text","value":"Delivery times"}]',
    );
    expect(json).toContain(
      '"tagName":"th","properties":{"scope":"col"},"children":[{"type":"text","value":"Where"}]',
    );
    expect(json).toContain(
      '"tagName":"th","properties":{"scope":"row"},"children":[{"type":"text","value":"India"}]',
    );
    expect(json).toContain(
      `"tagName":"td","properties":{},"children":[{"type":"text","value":"${POLICY_FACTS["shipping-india"]}"}]`,
    );
    expect(json).not.toContain("policy-table");
  });
});
