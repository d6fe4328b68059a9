import { expect, test } from "vitest";
import { expectRoundTrip, memoryStorage } from "../../../../tests/support/fakes/storage";
import { readDraft, writeDraft } from "./preorder-draft";

test("a draft survives a round trip and is forgotten with null", () => {
  expectRoundTrip(readDraft, writeDraft, {
    name: "Asha",
    email: "a@example.com",
    phone: "",
    whatsapp: "",
    country: "DE",
    address: "MG Road",
  });
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
