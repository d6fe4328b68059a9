import { expect, test } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  noteForm,
  parseAmountToMinor,
  refundForm,
  refundRetryForm,
  reviewForm,
  signInForm,
} from "./contract";

test("refund amounts are typed in the currency and become minor units", () => {
  expect(parseAmountToMinor("2800")).toBe(280_000);
  expect(parseAmountToMinor("2,800.5")).toBe(280_050);
  expect(parseAmountToMinor(" 0.01 ")).toBe(1);
  for (const bad of ["", "-5", "2.345", "1e3", "abc", "12.", "10000000000"]) {
    expect(parseAmountToMinor(bad), bad).toBeUndefined();
  }
});

test("the refund confirmation posts the amount it showed, in minor units, with its page's key", () => {
  const key = "0b9f2b8e-8d57-4a7e-9a3f-0f1c2d3e4f50";
  expect(refundForm.parse({ amount: "280000", idempotencyKey: key })).toEqual({
    amount: 280_000,
    idempotencyKey: key,
  });
  expect(refundForm.safeParse({ amount: "0", idempotencyKey: key }).success).toBe(false);
  expect(refundForm.safeParse({ amount: "2800.5", idempotencyKey: key }).success).toBe(false);
  expect(refundForm.safeParse({ amount: "280000", idempotencyKey: "x" }).success).toBe(false);
  // No amount, no refund: a one-click "full" refund is no longer a form.
  expect(refundForm.safeParse({ kind: "full", idempotencyKey: key }).success).toBe(false);
});

test("a pending refund is retried by its id from the order page: its own key, never a new refund", () => {
  const key = "0b9f2b8e-8d57-4a7e-9a3f-0f1c2d3e4f50";
  expect(refundRetryForm.parse({ kind: "retry", refundId: key })).toEqual({ kind: "retry", refundId: key });
  expect(refundRetryForm.safeParse({ kind: "retry", refundId: "nope" }).success).toBe(false);
  expect(refundRetryForm.safeParse({ kind: "full", idempotencyKey: key }).success).toBe(false);
});

test("the console's forms, parsed as Conform parses them on both sides, answer blank fields in their own words", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };
  const errors = (submission: object) => ("error" in submission ? submission.error : undefined);
  expect(errors(parseWithZod(form({ email: "" }), { schema: signInForm }))).toEqual({
    email: ["Enter an e-mail address"],
  });
  expect(errors(parseWithZod(form({ body: "" }), { schema: noteForm }))).toEqual({
    body: ["Write a note first"],
  });
  expect(errors(parseWithZod(form({ body: "   " }), { schema: noteForm }))).toEqual({
    body: ["Write a note first"],
  });
  const review = parseWithZod(
    form({ preorderId: "0b9f2b8e-8d57-4a7e-9a3f-0f1c2d3e4f50", outcome: "accepted", note: "" }),
    {
      schema: reviewForm,
    },
  );
  expect(review.status).toBe("success");
  expect(review.status === "success" && review.value.note).toBe("");
});
