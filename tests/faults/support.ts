import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { TestApp } from "../integration/support/app";

/** A valid pre-order body, fresh idempotency key each time. */
export function preorderBody(extra: Record<string, unknown> = {}) {
  return {
    name: "Asha Verma",
    email: "asha.verma@example.com",
    phone: "+91 98765 43210",
    whatsapp: "",
    address: "12 MG Road, Bengaluru 560001",
    items: [{ id: "vuering", quantity: 1 }],
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
