import { randomUUID } from "node:crypto";
import { percentile } from "../../scripts/bench/percentile";
import { sql } from "drizzle-orm";
import type { TestApp } from "./app";

/** A valid pre-order body, fresh idempotency key each time. */
export function preorderBody(extra: Record<string, unknown> = {}) {
  return {
    name: "Asha Verma",
    email: "asha.verma@example.com",
    phone: "+91 98765 43210",
    whatsapp: "",
    address: "12 MG Road, Bengaluru 560001",
    items: [{ id: "vuering", quantity: 1, ringSize: 8 }],
    confirmedWithoutGlasses: true,
    idempotencyKey: randomUUID(),
    fillMs: 20_000,
    ...extra,
  };
}

export function postPreorder(baseUrl: string, body: unknown, path = "/api/preorders", ip?: string) {
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(ip ? { "x-forwarded-for": ip } : {}) },
    body: JSON.stringify(body),
  });
}

export async function storedPreorderCount(app: TestApp): Promise<number> {
  const result = await app.running.services.database.db.execute<{ n: number | string }>(
    sql`select count(*) as n from luxid_preorders`,
  );
  return Number((result as { rows: { n: number | string }[] }).rows[0]!.n);
}

/** Collects log lines written by the app, as parsed JSON objects and as raw text. */
export function logCollector() {
  const lines: string[] = [];
  const stream = {
    write(chunk: string | Uint8Array) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      return true;
    },
  } as unknown as NodeJS.WritableStream;
  return { stream, lines };
}

/**
 * Polls `check` until it returns a value (not undefined) or `timeoutMs` passes: for conditions
 * another process or a network brings about, which send no event to wait on.
 */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (performance.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** How many of `ids` are stored. */
export async function storedCount(app: TestApp, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await app.running.services.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from luxid_preorders where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return (result as { rows: { n: number }[] }).rows[0]!.n;
}

/**
 * Asks `/healthz` (or `path`: `/readyz` also asks the database) one request after another until `fault` settles (at least `minRequests`, at most
 * `maxRequests`), and answers the 99th percentile of their times in ms, with how many were asked
 * and the peak of `heldMemory` meanwhile: how the shop answers while the fault runs.
 */
export async function healthzWhile(
  baseUrl: string,
  fault: Promise<unknown>,
  { minRequests = 50, maxRequests = 2_000, path = "/healthz" } = {},
): Promise<{ p99: number; count: number; failures: number; peakMemory: number }> {
  let settled = false;
  const watched = fault.finally(() => (settled = true));
  const times: number[] = [];
  let failures = 0;
  let peakMemory = heldMemory();
  while ((!settled || times.length < minRequests) && times.length < maxRequests) {
    peakMemory = Math.max(peakMemory, heldMemory());
    const started = performance.now();
    const res = await fetch(`${baseUrl}${path}`).catch(() => undefined);
    times.push(performance.now() - started);
    if (res?.status !== 200) failures++;
    await res?.arrayBuffer();
  }
  await watched;
  times.sort((a, b) => a - b);
  return { p99: percentile(times, 99), count: times.length, failures, peakMemory };
}

/**
 * What this process holds in buffers, where request bodies live (the server under test runs in
 * it). Not the resident size, nor the heap: the embedded database's WebAssembly memory and
 * garbage not yet collected make those swing by tens or hundreds of MB whatever a test does.
 */
export function heldMemory(): number {
  return process.memoryUsage().arrayBuffers;
}
