import type { Response as ExpressResponse } from "express";
import { safeParse, type core } from "zod/mini";
import type { ApiError } from "./api-error";

/**
 * The one vocabulary of JSON answers, for the API routes and the guards ahead of them: a status,
 * a body and its headers, as plain data (so services can build them and the Express fast path can
 * send them without a fetch Response). Every refusal has the `ApiError` shape.
 */
export interface JsonAnswer<Body = unknown> {
  status: number;
  body: Body;
  headers: Record<string, string>;
}

/** How long a client waits before sending again what was answered 503. */
export const RETRY_AFTER_SECONDS = 5;

export const answer = <Body>(
  status: number,
  body: Body,
  headers: Record<string, string> = {},
): JsonAnswer<Body> => ({
  status,
  body,
  headers,
});

const refusal = (status: number, error: string, field: string | null, headers?: Record<string, string>) =>
  answer<ApiError>(status, { error, field }, headers);

/** 400: the request is refused, naming the field at fault. */
export const badRequest = (error: string, field: string | null) => refusal(400, error, field);
/** 404: what the request names does not exist. */
export const notFound = (error: string, field: string | null) => refusal(404, error, field);
/** 409: the request is valid but the state of what it names forbids it. */
export const conflict = (error: string, field: string | null) => refusal(409, error, field);
/** 422: the request contradicts an earlier one (an idempotency key reused for another body). */
export const unprocessable = (error: string, field: string | null) => refusal(422, error, field);
export const methodNotAllowed = (allow: string) =>
  answer<ApiError>(405, { error: "Method not allowed" }, { Allow: allow });

const TOO_MANY_REQUESTS = "Too many requests. Please try again shortly.";
/** 429: over a rate limit, with the seconds until the next request may be sent. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  answer<ApiError>(429, { error: TOO_MANY_REQUESTS }, { "Retry-After": String(retryAfterSeconds) });

/**
 * 503: a dependency (database, gateway) cannot answer now and the same request may be sent again
 * as it is, after Retry-After. The one shape of every "come back shortly".
 */
export const unavailable = (error: string) =>
  answer<ApiError>(503, { error, retryable: true }, { "Retry-After": String(RETRY_AFTER_SECONDS) });

/** A schema's first issue as the 400 answer, naming the field by its path. */
type Issue = { message: string; path: readonly PropertyKey[] };

export function invalidField(issues: readonly Issue[]) {
  const issue = issues[0];
  return badRequest(issue?.message ?? "Invalid request", issue?.path.map(String).join(".") || "body");
}

/** The body parsed as JSON whatever its content type (beacons send JSON as text/plain), or the 400. */
export async function readJson(
  request: Request,
): Promise<{ ok: true; body: unknown } | { ok: false; answer: JsonAnswer<ApiError> }> {
  try {
    return { ok: true, body: JSON.parse(await request.text()) as unknown };
  } catch {
    return { ok: false, answer: badRequest("The request body is not valid JSON", "body") };
  }
}

/** The JSON body checked against its schema, or the 400 naming the first field at fault. */
export async function readValid<T>(
  request: Request,
  schema: core.$ZodType<T>,
): Promise<{ ok: true; data: T } | { ok: false; answer: JsonAnswer<ApiError> }> {
  const json = await readJson(request);
  if (!json.ok) return json;
  const parsed = safeParse(schema, json.body);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, answer: invalidField(parsed.error.issues) };
}

/** The answer as a fetch Response, for a route module. */
export const respond = ({ status, body, headers }: JsonAnswer) => Response.json(body, { status, headers });

/**
 * The answer sent on an Express response by a guard ahead of React Router. Through `res.json`, so
 * a refused form posted as a document still becomes a readable page.
 */
export function send(res: ExpressResponse, { status, body, headers }: JsonAnswer): void {
  res.status(status);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.json(body);
}

/**
 * The answer written on an Express response as a route module's would be, header for header (no
 * ETag, which `res.json` adds), with its length: for an early answer that stands in for a route.
 */
export function writeAnswer(res: ExpressResponse, { status, body, headers }: JsonAnswer): void {
  const bytes = Buffer.from(JSON.stringify(body));
  res.status(status);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", bytes.byteLength);
  res.end(bytes);
}
