import { describe, expect, test } from "vitest";
import { isOrderReference, normalizeOrderReference, ORDER_REFERENCE_ALPHABET } from "./order-reference";
import { insertWithFreshReference, newOrderReference } from "./order-reference.server";

describe("order references", () => {
  test("have the LX- prefix and six unambiguous characters", () => {
    for (let i = 0; i < 2_000; i++) {
      const reference = newOrderReference();
      expect(reference).toMatch(/^LX-[2-9A-HJKMNP-TV-Z]{6}$/);
      expect(isOrderReference(reference)).toBe(true);
    }
    for (const confusable of "01ILOU") expect(ORDER_REFERENCE_ALPHABET).not.toContain(confusable);
  });

  test("use every character of the alphabet (drawn at random, not a counter)", () => {
    const seen = new Set<string>();
    const references = new Set<string>();
    for (let i = 0; i < 2_000; i++) {
      const reference = newOrderReference();
      references.add(reference);
      for (const c of reference.slice(3)) seen.add(c);
    }
    expect(seen.size).toBe(ORDER_REFERENCE_ALPHABET.length);
    expect(references.size).toBe(2_000);
  });

  test("normalizes what a person typed and refuses anything else", () => {
    expect(normalizeOrderReference(" lx-7k3q9m ")).toBe("LX-7K3Q9M");
    expect(normalizeOrderReference("LX-7K3Q9O")).toBeUndefined();
    expect(normalizeOrderReference("LX-7K3Q9")).toBeUndefined();
    expect(normalizeOrderReference("XX-7K3Q9M")).toBeUndefined();
  });

  test("a collision is retried with a new reference", async () => {
    const taken = new Set(["LX-AAAAAA"]);
    const offered = ["LX-AAAAAA", "LX-BBBBBB"];
    const stored = await insertWithFreshReference(
      (reference) => Promise.resolve(taken.has(reference) ? ("reference-taken" as const) : reference),
      () => offered.shift()!,
    );
    expect(stored).toBe("LX-BBBBBB");
  });

  test("endless collisions end in an error instead of a loop", async () => {
    await expect(
      insertWithFreshReference(
        () => Promise.resolve("reference-taken" as const),
        () => "LX-AAAAAA",
      ),
    ).rejects.toThrow(/No free order reference/);
  });
});
