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
  const errors = formErrors({
    name: " ",
    email: "not-an-email",
    phone: "12",
    whatsapp: "abc",
    country: "IN",
    address: "",
  });
  expect(Object.keys(errors)).toEqual(["name", "email", "phone", "whatsapp", "address"]);
  expect(errors.email).toBe("Please enter a valid email address");
  expect(errors.address).toBe("Please enter your full shipping address, including the PIN code");
});

test("the address error names the postal code of the country it ships to", () => {
  const short = { ...valid, address: "MG Rd" };
  expect(formErrors({ ...short, country: "US" }).address).toMatch(/including the ZIP code$/);
  expect(formErrors({ ...short, country: "DE" }).address).toMatch(/including the postal code$/);
});

test("the country is one the shop ships to, or left out (the region's); never made up", () => {
  expect(formErrors({ ...valid, country: "DE" })).toEqual({});
  expect(formErrors({ ...valid, country: "ZZ" })).toEqual({
    country: "Please choose the country to ship to",
  });
  expect(formErrors({ ...valid, country: "" })).toEqual({ country: "Please choose the country to ship to" });
});

test("a VueRING needs a ring size from 6 to 12; other products ignore it", () => {
  const base = { ...valid, idempotencyKey: "0b6f4a4e-3a1b-4c56-9d5e-1f2a3b4c5d6e" };
  const issueOf = (items: unknown[]) => {
    const result = preorderRequestSchema.safeParse({ ...base, items });
    return result.success
      ? null
      : { path: result.error.issues[0]!.path, message: result.error.issues[0]!.message };
  };
  expect(issueOf([{ id: "vuering", quantity: 1 }])).toEqual({
    path: ["items", "ringSize"],
    message: "Choose a ring size from 6 to 12 for your VueRING",
  });
  for (const ringSize of [5, 13, 8.5, "8"]) {
    expect(issueOf([{ id: "vuering", quantity: 1, ringSize }])?.path, String(ringSize)).toEqual([
      "items",
      0,
      "ringSize",
    ]);
  }
  expect(issueOf([{ id: "vuering", quantity: 2, ringSize: 6 }])).toBeNull();
  expect(
    issueOf([
      { id: "vuering", quantity: 1, ringSize: 12 },
      { id: "glasses", quantity: 1 },
    ]),
  ).toBeNull();
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

test("counts filled fields, ignoring whitespace and the prefilled country", () => {
  expect(filledFieldCount({ name: "A", email: " ", phone: "1" })).toBe(2);
  expect(filledFieldCount({ name: "A", country: "IN" })).toBe(1);
});

test("audio types: WebM, Ogg and Safari's MP4, parameters ignored", () => {
  expect(allowedAudioType("audio/webm;codecs=opus")).toBe("audio/webm");
  expect(allowedAudioType("audio/mp4")).toBe("audio/mp4");
  expect(allowedAudioType("audio/OGG")).toBe("audio/ogg");
  expect(allowedAudioType("video/webm")).toBeUndefined();
  expect(allowedAudioType("text/plain")).toBeUndefined();
});
