import { once } from "node:events";
import { connect } from "node:net";
import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { type TestApp } from "../support/app";
import { shopForBlock } from "../support/shop";
import { engines } from "../support/engines";
import { postPreorder, preorderBody, storedPreorderCount } from "../support/faults";

/** Sends raw bytes and resolves with everything the server answers before closing or going idle. */
async function raw(url: string, bytes: string): Promise<string> {
  const { port } = new URL(url);
  const socket = connect(Number(port), "127.0.0.1");
  await once(socket, "connect");
  socket.write(bytes);
  let answer = "";
  socket.setEncoding("utf8");
  for await (const chunk of socket) {
    answer += chunk as string;
    if (/\r\n\r\n[\s\S]*\}$/.test(answer) || answer.includes("0\r\n\r\n")) break;
  }
  socket.destroy();
  return answer;
}

describe.each(engines())("protocol edges and path spellings on $name", (engine) => {
  let app: TestApp;
  shopForBlock(engine, { TRUST_PROXY: "true" }, (shop) => ({ app } = shop));

  test("12 pre-orders from one client across every spelling of the path: at most 10 saved", async () => {
    // Each of these runs the pre-order action.
    const spellings = [
      "/api/preorders",
      "/%61pi/preorders",
      "/api/preorders.data",
      "/API/Preorders",
      "/api/preorders/",
      "/api/%70reorders.data",
      "/%61%70%69/preorders",
      "/Api/Preorders.data",
      "/api/pre%6Frders",
      "/%41PI/preorders",
      "/api/PREORDERS.data",
      "/api/preorders",
    ];
    const before = await storedPreorderCount(app);
    const statuses: number[] = [];
    for (const path of spellings) {
      statuses.push((await postPreorder(app.url, preorderBody(), path, "198.51.100.7")).status);
    }
    expect((await storedPreorderCount(app)) - before).toBe(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Spellings that reach no action save nothing either.
    for (const path of ["//api/preorders", "/api//preorders", "/preorder", "/preorder.data"]) {
      expect((await postPreorder(app.url, preorderBody(), path, "198.51.100.7")).status).not.toBe(201);
    }
    expect((await storedPreorderCount(app)) - before).toBe(10);
    // TRUST_PROXY=true is one hop: the forwarded address is this client's, another gets its own budget.
    expect((await postPreorder(app.url, preorderBody(), "/api/preorders", "198.51.100.8")).status).toBe(201);
  });

  test("TRACE and unknown methods get 405 with Allow; never a stack trace", async () => {
    for (const method of ["TRACE", "PROPFIND"]) {
      const answer = await raw(
        app.url,
        `${method} / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 405/);
      expect(answer).toMatch(/\r\nallow: GET, HEAD, POST/i);
    }
    const badEncoding = await fetch(`${app.url}/%E0%A4%A`);
    expect(badEncoding.status).toBeLessThan(500);
    expect(await badEncoding.text()).not.toMatch(/\bat .*\(|node_modules|Error:/);
    const badJson = await fetch(`${app.url}/api/preorders`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.text()).not.toMatch(/\bat .*\(|node_modules/);
  });

  test("HTTP/1.0 without Host gets 400", async () => {
    const answer = await raw(app.url, "GET /terms HTTP/1.0\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.[01] 400/);
  });

  test("a NUL byte or invalid UTF-8 in a field gets 400 naming the field", async () => {
    const nul = await postPreorder(
      app.url,
      preorderBody({ address: "12 MG Road\u0000" }),
      "/api/preorders",
      "192.0.2.1",
    );
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({ field: "address" });

    const json = JSON.stringify(preorderBody({ name: "ASHA_NAME" }));
    const [head, tail] = json.split("ASHA_NAME");
    const bytes = Buffer.concat([
      Buffer.from(head!),
      Buffer.from([0x41, 0xff, 0xfe, 0x42]),
      Buffer.from(tail!),
    ]);
    const invalid = await fetch(`${app.url}/api/preorders`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.2" },
      body: bytes,
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ field: "name" });

    const form = new FormData();
    form.set("preorder", JSON.stringify(preorderBody({ phone: "+91 98765\u0000 43210" })));
    const multipart = await fetch(`${app.url}/api/preorders`, {
      method: "POST",
      headers: { "x-forwarded-for": "192.0.2.3" },
      body: form,
    });
    expect(multipart.status).toBe(400);
    expect(await multipart.json()).toMatchObject({ field: "phone" });
  });

  test("an idempotency key reused with a different body: 422 with a clear message, nothing changed", async () => {
    const ip = "192.0.2.20";
    const body = preorderBody();
    const first = await postPreorder(app.url, body, "/api/preorders", ip);
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    // The same body again (a retry): the first pre-order.
    const retry = await postPreorder(app.url, { ...body, fillMs: 31_000 }, "/api/preorders", ip);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(((await retry.json()) as { id: string }).id).toBe(id);

    const changed = await postPreorder(
      app.url,
      { ...body, address: "99 Park Street, Kolkata 700016" },
      "/api/preorders",
      ip,
    );
    expect(changed.status).toBe(422);
    expect(await changed.json()).toEqual({
      error:
        "This pre-order was already submitted with different details. Reload the page to start a new pre-order with your changes.",
      field: "idempotencyKey",
    });
    // The payment step's fallback sends the whole form with the key: the same rule holds there.
    const { idempotencyKey, ...form } = body;
    const viaPayment = await fetch(`${app.url}/api/payments/create`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({
        preorder: { ...form, items: [{ id: "glasses", quantity: 2 }] },
        idempotencyKey,
      }),
    });
    expect(viaPayment.status).toBe(422);
    expect(await viaPayment.json()).toMatchObject({ field: "idempotencyKey" });

    const stored = await app.running.services.database.db.execute<{ address: string }>(
      sql`select address from luxid_preorders where idempotency_key = ${idempotencyKey}`,
    );
    expect((stored as { rows: { address: string }[] }).rows).toEqual([{ address: body.address }]);
  });

  test("the same-origin check compares scheme, host and port", async () => {
    const host = new URL(app.url).host;
    const post = (origin: string) =>
      fetch(`${app.url}/api/payments/verify`, {
        method: "POST",
        headers: { origin, "content-type": "application/json", "x-forwarded-for": "192.0.2.9" },
        body: "{}",
      });
    expect((await post(`https://${host}`)).status).toBe(403);
    expect((await post(`http://${new URL(app.url).hostname}:1`)).status).toBe(403);
    expect((await post(`http://evil.example`)).status).toBe(403);
    expect((await post(`http://${host}`)).status).not.toBe(403);
  });

  test("a Permissions-Policy: the microphone only on the page that records", async () => {
    const home = await fetch(`${app.url}/`);
    expect(home.headers.get("permissions-policy")).toContain("microphone=()");
    expect(home.headers.get("permissions-policy")).toContain("camera=()");
    const preorder = await fetch(`${app.url}/preorder`);
    expect(preorder.headers.get("permissions-policy")).toContain("microphone=(self)");
    // Plain http site: no HSTS (it would be ignored, and would lock out a site without TLS).
    expect(home.headers.get("strict-transport-security")).toBeNull();
  });
});
