import { expect, test } from "vitest";
import { expectRoundTrip, memoryStorage } from "../../../../tests/support/fakes/storage";
import { readPendingPreorder, writePendingPreorder } from "./pending-preorder";

test("a pending pre-order survives a page change and is forgotten once paid", () => {
  expectRoundTrip(readPendingPreorder, writePendingPreorder, {
    preorderId: "p-1",
    idempotencyKey: "k-1234567890abcdef",
    fingerprint: "[]",
  });
});

test("a malformed stored value reads as none", () => {
  const storage = memoryStorage();
  storage.setItem("luxid:pendingPreorder", "{not json");
  expect(readPendingPreorder(storage)).toBeNull();
  storage.setItem("luxid:pendingPreorder", JSON.stringify({ preorderId: 1 }));
  expect(readPendingPreorder(storage)).toBeNull();
});
