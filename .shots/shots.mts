import { spawn } from "node:child_process";
import { randomUUID, randomBytes } from "node:crypto";
import pg from "pg";
import { chromium } from "@playwright/test";

const admin = "postgres://root@127.0.0.1:5432/test";
const name = `luxid_shots_${randomBytes(4).toString("hex")}`;
const c = new pg.Client({ connectionString: admin });
await c.connect();
await c.query(`create database ${name}`);
await c.end();
const dbUrl = `postgres://root@127.0.0.1:5432/${name}`;
const base = "http://127.0.0.1:3202";
const server = spawn(process.execPath, ["server/index.ts"], {
  env: { ...process.env, NODE_ENV: "production", PORT: "3202", HOST: "127.0.0.1", DATABASE_URL: dbUrl, DATA_DIR: `/tmp/x/shots-data-${name}`, LOG_LEVEL: "warn", RATE_LIMIT_DISABLED: "true", PUBLIC_SITE_URL: base },
  stdio: ["ignore", "inherit", "inherit"],
});
for (let i = 0; i < 200; i++) {
  const ok = await fetch(`${base}/readyz`).then((r) => r.status === 200).catch(() => false);
  if (ok) break;
  await new Promise((r) => setTimeout(r, 500));
}
const post = async (path: string, body: unknown) => {
  const r = await fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json", origin: base }, body: JSON.stringify(body) });
  return (await r.json()) as any;
};
async function order(items: string[], outcome: "success" | "failure" | null) {
  const saved = await post("/api/preorders", {
    name: "Asha Rao", email: `a-${randomBytes(3).toString("hex")}@example.com`, phone: "+91 98765 43210",
    address: "Flat 4B, 12 MG Road, Indiranagar, Bengaluru 560038",
    items: items.map((id) => ({ id, quantity: 1 })), confirmedWithoutGlasses: !items.includes("glasses"),
    idempotencyKey: randomUUID(), fillMs: 10000,
  });
  const created = await post("/api/payments/create", { preorderId: saved.id });
  let params: Record<string, string> = { razorpay_order_id: created.orderId, preorderId: saved.id };
  if (outcome) {
    const result = await post("/api/payments/sandbox", { orderId: created.orderId, outcome });
    if (outcome === "success") params = { ...params, ...result };
    else params.razorpay_payment_id = result.error.metadata.payment_id;
  }
  const verified = await post("/api/payments/verify", params);
  return { id: saved.id as string, url: `${base}${verified.data.order_url}`, params };
}
const unpaid = await order(["glasses"], "failure");
const paid = await order(["glasses", "vuering"], "success");
const refunded = await order(["glasses"], "success");
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
await db.query(`insert into luxid_refunds (preorder_id, amount, currency, status, idempotency_key, actor, processed_at) values ($1, 560000, 'INR', 'processed', $2, 'ops@luxid.example', now())`, [refunded.id, randomUUID()]);
await db.query(`update luxid_preorders set status = 'refunded' where id = $1`, [refunded.id]);
await db.end();

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const shots: [string, string][] = [
  ["order-unpaid", unpaid.url],
  ["order-paid", paid.url],
  ["order-refunded", refunded.url],
  ["payment-failed", `${base}/payment-callback?${new URLSearchParams(unpaid.params)}`],
];
for (const width of [375, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const [label, url] of shots) {
    await page.goto(url);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    if (label === "payment-failed") await page.getByRole("button", { name: "Retry payment" }).waitFor();
    await page.screenshot({ path: `docs/screenshots/${label}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
server.kill("SIGTERM");
const d = new pg.Client({ connectionString: admin });
await d.connect();
await new Promise((r) => setTimeout(r, 1500));
await d.query(`drop database if exists ${name} with (force)`);
await d.end();
console.log("done");
