import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { preorderStatuses } from "../../db/order-status";
import { TRANSITIONS } from "../../app/features/orders/transitions";
import { LIFECYCLE_DOC, lifecycleDocument } from "./lifecycle-diagram";

test("docs/order-lifecycle.md is the transition table as it stands (run `npm run docs:lifecycle`)", async () => {
  expect(readFileSync(LIFECYCLE_DOC, "utf8")).toBe(await lifecycleDocument());
});

test("every arrow of the table is in the diagram, labelled with its event and who may cause it", async () => {
  const doc = await lifecycleDocument();
  for (const t of TRANSITIONS) {
    for (const from of t.from) {
      for (const to of t.to) {
        const arrow = new RegExp(`^  ${from} --> ${to}: .*${t.event} by ${t.by.join(", ")}`, "m");
        expect(doc, `${from} → ${to} on ${t.event}`).toMatch(arrow);
      }
    }
  }
  expect(doc).toContain("  [*] --> received");
  expect(doc).toContain("  delivered --> [*]");
});

test("every state is in the diagram, and no event leaves a state by two rows", async () => {
  const doc = await lifecycleDocument();
  for (const status of preorderStatuses) expect(doc, status).toMatch(new RegExp(`\\b${status} -->`));
  const seen = new Set<string>();
  for (const t of TRANSITIONS) {
    for (const from of t.from) {
      const key = `${t.event} from ${from}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  }
});
