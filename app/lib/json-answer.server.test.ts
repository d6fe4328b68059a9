import { expect, test } from "vitest";
import { z } from "zod";
import { apiErrorSchema } from "./api-error";
import {
  badRequest,
  conflict,
  invalidField,
  methodNotAllowed,
  notFound,
  readJson,
  readValid,
  respond,
  tooManyRequests,
  unavailable,
  unprocessable,
} from "./json-answer.server";

test("unavailable is a 503 whose body says it may be retried, and whose Retry-After says when", async () => {
  const res = respond(unavailable("Payment Service Unavailable"));
  expect(res.status).toBe(503);
  expect(res.headers.get("retry-after")).toBe("5");
  expect(res.headers.get("content-type")).toContain("application/json");
  expect(await res.json()).toEqual({ error: "Payment Service Unavailable", retryable: true });
});

test("refusals name the field at fault, each with its status", () => {
  expect(badRequest("Invalid id", "preorderId")).toEqual({
    status: 400,
    body: { error: "Invalid id", field: "preorderId" },
    headers: {},
  });
  expect(notFound("Pre-order not found", "preorderId").status).toBe(404);
  expect(conflict("This pre-order is already paid", "preorderId").status).toBe(409);
  expect(unprocessable("Key reused", "idempotencyKey").status).toBe(422);
  expect(methodNotAllowed("PUT, POST")).toMatchObject({ status: 405, headers: { Allow: "PUT, POST" } });
  for (const a of [badRequest("a", "b"), notFound("a", null), conflict("a", "b"), unavailable("a")]) {
    expect(apiErrorSchema.safeParse(a.body).success).toBe(true);
  }
});

test("429 carries the seconds to wait", () => {
  expect(tooManyRequests(42)).toEqual({
    status: 429,
    body: { error: "Too many requests. Please try again shortly." },
    headers: { "Retry-After": "42" },
  });
});

test("a schema's first issue becomes the 400, named by its path", () => {
  expect(invalidField([{ message: "Invalid id", path: ["items", 0, "id"] }]).body).toEqual({
    error: "Invalid id",
    field: "items.0.id",
  });
  expect(invalidField([]).body).toEqual({ error: "Invalid request", field: "body" });
});

test("a body that is not JSON is a 400 naming the body, whatever its content type", async () => {
  const bad = await readJson(new Request("http://x/", { method: "POST", body: "{nope" }));
  expect(bad).toMatchObject({ ok: false, answer: { status: 400, body: { field: "body" } } });
  const beacon = new Request("http://x/", {
    method: "POST",
    headers: { "content-type": "text/plain" },
    body: '{"a":1}',
  });
  expect(await readJson(beacon)).toEqual({ ok: true, body: { a: 1 } });
});

test("a body read against its schema gives the parsed data, or the 400 naming the field at fault", async () => {
  const schema = z.object({ orderId: z.string().min(1, "Invalid order id") });
  const post = (body: string) => readValid(new Request("http://x/", { method: "POST", body }), schema);
  expect(await post('{"orderId":"o1"}')).toEqual({ ok: true, data: { orderId: "o1" } });
  expect(await post('{"orderId":""}')).toMatchObject({
    ok: false,
    answer: { status: 400, body: { error: "Invalid order id", field: "orderId" } },
  });
  expect(await post("{nope")).toMatchObject({ ok: false, answer: { status: 400, body: { field: "body" } } });
});
