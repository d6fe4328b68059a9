import { expect, test } from "vitest";
import {
  allowedAudioType,
  filledFieldCount,
  formErrors,
  preorderItemSchema,
  preorderRequestSchema,
} from "./contract";

const valid = {
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  whatsapp: "",
  address: "12 MG Road, Bengaluru 560001",
};

test("a complete form has no errors; WhatsApp may be empty or absent", () => {
  expect(formErrors(valid)).toEqual({});
  const { whatsapp: _omit, ...withoutWhatsapp } = valid;
  expect(formErrors(withoutWhatsapp)).toEqual({});
});

test("each required field gets its own message", () => {
  const errors = formErrors({ name: " ", email: "not-an-email", phone: "12", whatsapp: "abc", address: "" });
  expect(Object.keys(errors)).toEqual(["name", "email", "phone", "whatsapp", "address"]);
  expect(errors.email).toBe("Please enter a valid email address");
  expect(errors.address).toContain("PIN code");
});

test("quantities must be whole numbers from 1 to 10", () => {
  for (const quantity of [0, 11, -1, 1.5, "1e3", "2", null]) {
    expect(preorderItemSchema.safeParse({ id: "glasses", quantity }).success, String(quantity)).toBe(false);
  }
  expect(preorderItemSchema.safeParse({ id: "glasses", quantity: 10 }).success).toBe(true);
  expect(preorderItemSchema.safeParse({ id: "phone-case", quantity: 1 }).success).toBe(false);
});

test("a request needs items, each product once, and a key; amounts sent by a browser are dropped", () => {
  const base = { ...valid, idempotencyKey: "0b6f4a4e-3a1b-4c56-9d5e-1f2a3b4c5d6e" };
  expect(preorderRequestSchema.safeParse({ ...base, items: [] }).success).toBe(false);
  const twice = [
    { id: "vuering", quantity: 1 },
    { id: "vuering", quantity: 2 },
  ];
  expect(preorderRequestSchema.safeParse({ ...base, items: twice }).success).toBe(false);
  const parsed = preorderRequestSchema.parse({ ...base, items: [{ id: "glasses", quantity: 1 }], total: 1 });
  expect(parsed).not.toHaveProperty("total");
  expect(parsed.confirmedWithoutGlasses).toBe(false);
});

test("counts filled fields, ignoring whitespace", () => {
  expect(filledFieldCount({ name: "A", email: " ", phone: "1" })).toBe(2);
});

test("audio types: WebM, Ogg and Safari's MP4, parameters ignored", () => {
  expect(allowedAudioType("audio/webm;codecs=opus")).toBe("audio/webm");
  expect(allowedAudioType("audio/mp4")).toBe("audio/mp4");
  expect(allowedAudioType("audio/OGG")).toBe("audio/ogg");
  expect(allowedAudioType("video/webm")).toBeUndefined();
  expect(allowedAudioType("text/plain")).toBeUndefined();
});
