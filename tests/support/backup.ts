import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";

const exec = promisify(execFile);

export interface ScriptResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs one of the db:* scripts as `npm run` would (Node 24, the project directory), with `env` only. */
export async function runDbScript(
  script: "db-backup" | "db-restore" | "db-move-to-postgres",
  args: string[],
  env: Record<string, string>,
): Promise<ScriptResult> {
  try {
    const { stdout, stderr } = await exec(process.execPath, [path.resolve(`scripts/${script}.ts`), ...args], {
      env: { PATH: process.env.PATH, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === "number" ? e.code : 1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" };
  }
}

async function postJson(url: string, body: unknown) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

/**
 * A buyer's pre-order, as the checkout page sends it: retried with the same idempotency key (as the
 * page does) until it is acknowledged, a few times at most.
 */
export async function placePreorder(baseUrl: string, n: number): Promise<string> {
  const body = {
    name: `Backup Buyer ${n}`,
    email: `backup-${n}@example.com`,
    phone: "+91 98450 12345",
    address: "12 MG Road, Bengaluru, Karnataka 560001",
    items: [{ id: "glasses", quantity: 1 }],
    idempotencyKey: randomUUID(),
    fillMs: 10_000,
  };
  let status = 0;
  for (let attempt = 0; attempt < 5; attempt++) {
    const saved = await postJson(`${baseUrl}/api/preorders`, body);
    status = saved.status;
    if (saved.status === 201 && typeof saved.json.id === "string") return saved.json.id;
  }
  throw new Error(`pre-order answered ${status}`);
}

/**
 * Pays a stored pre-order through the TEST MODE sandbox as the page does (create the gateway
 * order, press "success", verify) and answers the order page link the buyer is given, or
 * undefined when the payment was not confirmed (the buyer then has no link yet).
 */
export async function payInSandbox(baseUrl: string, preorderId: string): Promise<string | undefined> {
  const order = await postJson(`${baseUrl}/api/payments/create`, { preorderId });
  const checkout = await postJson(`${baseUrl}/api/payments/sandbox`, {
    orderId: order.json.orderId,
    outcome: "success",
  });
  const verified = await postJson(`${baseUrl}/api/payments/verify`, { ...checkout.json, preorderId });
  const link = (verified.json.data as { order_url?: string | null } | undefined)?.order_url;
  return typeof link === "string" ? link : undefined;
}

/** An order page as a buyer sees it: status and HTML, less the per-response CSP nonce. */
export async function orderPage(baseUrl: string, link: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl}${link}`, { headers, redirect: "manual" });
  const html = (await res.text()).replace(/nonce="[^"]*"/g, "").replace(/'nonce-[^']*'/g, "");
  return { status: res.status, html };
}
