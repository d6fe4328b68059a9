import { randomBytes, randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { TestApp } from "./app";

/** One Vue Glass in India: ₹27,999 → booking ₹5,600, remaining ₹22,399, credit ₹1,680 (paise). */
export const GLASSES_INR = { booking: 560_000, remaining: 2_239_900, credit: 168_000 };

/** The fields the payment endpoints answer with (each response uses some of them). */
export interface Reply {
  error?: string;
  field?: string;
  /** A refused payment names its pre-order by reference, for support. */
  reference?: string;
  warning?: string;
  success?: boolean;
  orderId?: string;
  keyId?: string;
  preorderId?: string;
  id?: string;
  data?: {
    status: string;
    preorder_id: string;
    queue_position: number | null;
    confirmation_email: string | null;
    [key: string]: unknown;
  };
  razorpay_payment_id?: string;
  razorpay_order_id?: string;
  razorpay_signature?: string;
}

export async function post<T = Reply>(
  app: TestApp,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${app.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json = {} as T;
  try {
    json = JSON.parse(text) as T;
  } catch {
    // not JSON: the test reads `text`
  }
  return { status: res.status, json, text, headers: res.headers };
}

/** Stores a pre-order through the public endpoint and answers its id and the buyer's address. */
export async function newPreorder(app: TestApp, items = [{ id: "glasses", quantity: 1 }]) {
  const email = `buyer-${randomBytes(5).toString("hex")}@example.com`;
  const res = await post(app, "/api/preorders", {
    name: "Asha Rao",
    email,
    phone: "+91 98450 12345",
    address: "12 MG Road, Bengaluru, Karnataka 560001",
    // A VueRING is chosen with its ring size, as the pre-order page requires.
    items: items.map((i) => (i.id === "vuering" ? { ringSize: 8, ...i } : i)),
    idempotencyKey: randomUUID(),
    fillMs: 10_000,
  });
  expect(res.status, res.text).toBe(201);
  return { id: res.json.id!, email };
}

/** Headers that belong to one response or its transfer (date, framing), not to the answer. */
const PER_RESPONSE = ["date", "content-length", "transfer-encoding", "connection", "keep-alive"];

/**
 * A response's headers as an answer: per-response and per-transfer headers left out (and `also`,
 * such as a rate-limit budget that counts down), the CSP nonce only a document needs removed.
 * Two ways of answering the same request (an early answer and the route module's) compare equal.
 */
export function answerHeaders(res: Response, also: readonly string[] = []): Record<string, string> {
  const skip = new Set([...PER_RESPONSE, ...also]);
  return Object.fromEntries(
    [...res.headers]
      .filter(([name]) => !skip.has(name))
      .map(([name, value]) => [
        name,
        name === "content-security-policy" ? value.replace(/ 'nonce-[^']+'/, "") : value,
      ]),
  );
}
