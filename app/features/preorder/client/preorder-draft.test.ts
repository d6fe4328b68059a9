import { expect, test } from "vitest";
import { readDraft, writeDraft } from "./preorder-draft";

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  } as Storage;
}

test("a draft survives a round trip and is forgotten with null", () => {
  const storage = memoryStorage();
  expect(readDraft(storage)).toBeNull();
  const draft = {
    name: "Asha",
    email: "a@example.com",
    phone: "",
    whatsapp: "",
    country: "DE",
    address: "MG Road",
  };
  writeDraft(storage, draft);
  expect(readDraft(storage)).toEqual(draft);
  writeDraft(storage, null);
  expect(readDraft(storage)).toBeNull();
});

test("tampered or broken drafts are read safely", () => {
  const storage = memoryStorage();
  storage.setItem("luxid:preorder-draft", JSON.stringify({ name: 42, email: "a@example.com", extra: "x" }));
  expect(readDraft(storage)).toEqual({
    name: "",
    email: "a@example.com",
    phone: "",
    whatsapp: "",
    country: "",
    address: "",
  });
  storage.setItem("luxid:preorder-draft", "{not json");
  expect(readDraft(storage)).toBeNull();
});
