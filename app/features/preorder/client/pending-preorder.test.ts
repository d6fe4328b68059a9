import { expect, test } from "vitest";
import { readPendingPreorder, writePendingPreorder } from "./pending-preorder";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

test("a pending pre-order survives a page change and is forgotten once paid", () => {
  const storage = memoryStorage();
  const pending = { preorderId: "p-1", idempotencyKey: "k-1234567890abcdef", fingerprint: "[]" };
  writePendingPreorder(storage, pending);
  expect(readPendingPreorder(storage)).toEqual(pending);
  writePendingPreorder(storage, null);
  expect(readPendingPreorder(storage)).toBeNull();
});

test("a malformed stored value reads as none", () => {
  const storage = memoryStorage();
  storage.setItem("luxid:pendingPreorder", "{not json");
  expect(readPendingPreorder(storage)).toBeNull();
  storage.setItem("luxid:pendingPreorder", JSON.stringify({ preorderId: 1 }));
  expect(readPendingPreorder(storage)).toBeNull();
});
