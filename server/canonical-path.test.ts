import { expect, test } from "vitest";
import { canonicalSpelling } from "./canonical-path";

test("encoded unreserved characters are decoded; other encodings keep upper-case hex", () => {
  expect(canonicalSpelling("/f%61q")).toBe("/faq");
  expect(canonicalSpelling("/%6Frders/LX-ABC123")).toBe("/orders/LX-ABC123");
  expect(canonicalSpelling("/blog/caf%c3%a9")).toBe("/blog/caf%C3%A9");
  expect(canonicalSpelling("/a%2fb")).toBe("/a%2Fb");
});

test("a path already canonical needs no redirect", () => {
  expect(canonicalSpelling("/faq")).toBeUndefined();
  expect(canonicalSpelling("/a%2Fb")).toBeUndefined();
});

test("decoded dot segments resolve, and never into another host", () => {
  expect(canonicalSpelling("/store/%2E%2E/faq")).toBe("/faq");
  expect(canonicalSpelling("/.%2E//evil.example/x")).toBe("/evil.example/x");
});
