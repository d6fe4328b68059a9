import { expect, test, vi } from "vitest";
import { z } from "zod/mini";
import { builtOnFirstUse } from "./built-on-first-use";

test("builds on the first read, once", () => {
  const build = vi.fn(() => ({ answer: 42 }));
  const value = builtOnFirstUse(build);
  expect(build).not.toHaveBeenCalled();
  expect(value.answer).toBe(42);
  expect(value.answer).toBe(42);
  expect(build).toHaveBeenCalledTimes(1);
});

test("a schema built on first use parses, extends and nests as the schema itself", () => {
  const name = builtOnFirstUse(() => z.string().check(z.trim(), z.minLength(2, "Too short")));
  const person = builtOnFirstUse(() => z.object({ name }));
  expect(person.safeParse({ name: " Al " })).toEqual({ success: true, data: { name: "Al" } });
  expect(person.safeParse({ name: "A" }).error?.issues[0]?.message).toBe("Too short");
  const withAge = z.extend(person, { age: z.number() });
  expect(withAge.parse({ name: "Asha", age: 30 })).toEqual({ name: "Asha", age: 30 });
  expect(person.shape.name.safeParse("Bo").success).toBe(true);
  expect(Object.keys(person.shape)).toEqual(["name"]);
});
