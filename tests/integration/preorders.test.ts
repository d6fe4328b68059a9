import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { formStarts, preorderItems, preorders, voiceNotes } from "../../db/schema";
import { startApp, type TestApp } from "../support/app";
import { engines, type TestDatabase } from "../support/engines";
import { answerHeaders } from "../support/http";

const form = {
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  whatsapp: "",
  address: "12 MG Road, Bengaluru 560001",
};

// The smallest bytes that pass the server's WebM signature check, then some payload.
const webm = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x1a, 0x45, 0xdf, 0xa3]);
  for (let i = 4; i < size; i++) bytes[i] = i % 251;
  return bytes;
};

describe.each(engines())("pre-orders on $name", (engine) => {
  let db: TestDatabase;
  let app: TestApp;
  let clients = 0;
  // Each test is its own visitor (own IP) so the per-IP limits only bite where a test wants them.
  const newClient = () => `10.20.${Math.floor(++clients / 250)}.${clients % 250}`;
  const database = () => app.running.services.database.db;

  const body = (extra: Record<string, unknown> = {}) => ({
    ...form,
    items: [{ id: "glasses", quantity: 1 }],
    idempotencyKey: randomUUID(),
    fillMs: 20_000,
    ...extra,
  });

  const post = (payload: unknown, ip = newClient(), headers: Record<string, string> = {}) =>
    fetch(`${app.url}/api/preorders`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip, ...headers },
      body: JSON.stringify(payload),
    });

  const rowsWithKey = (key: string) =>
    database().select().from(preorders).where(eq(preorders.idempotencyKey, key));

  beforeAll(async () => {
    db = await engine.create();
    app = await startApp({ ...db.env, TRUST_PROXY: "1", COUNTRY_HEADER: "x-test-country" });
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  test("stores the pre-order and its items with amounts recomputed on the server; tampered amounts are ignored", async () => {
    const payload = body({
      items: [
        { id: "glasses", quantity: 1 },
        { id: "vuering", quantity: 1, ringSize: 10 },
      ],
      // A tampering browser: none of these may reach the database.
      total: 100,
      totalAmount: 100,
      preorderAmount: 100,
      amounts: { booking: 100 },
      items_price: 1,
    });
    const res = await post(payload);
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { id: string; amounts: Record<string, number | string> };
    expect(answer.amounts).toEqual({
      currency: "INR",
      subtotal: 3_299_800,
      bundleDiscount: 165_000,
      total: 3_134_800,
      booking: 627_000,
      remaining: 2_507_800,
      accessoryCredit: 168_000,
    });

    const [row] = await rowsWithKey(payload.idempotencyKey);
    expect(row).toMatchObject({
      id: answer.id,
      name: form.name,
      whatsapp: null,
      totalAmount: 3_134_800,
      preorderAmount: 627_000,
      remainingAmount: 2_507_800,
      bundleDiscount: 165_000,
      subtotalAmount: 3_299_800,
      accessoryCredit: 168_000,
      currency: "INR",
      country: "IN",
      includesGlasses: true,
      status: "received",
      audioUrl: null,
    });
    const items = await database()
      .select()
      .from(preorderItems)
      .where(eq(preorderItems.preorderId, answer.id));
    expect(
      items.map(({ productId, quantity, unitPrice, lineTotal, ringSize }) => ({
        productId,
        quantity,
        unitPrice,
        lineTotal,
        ringSize,
      })),
    ).toEqual(
      expect.arrayContaining([
        { productId: "glasses", quantity: 1, unitPrice: 2_799_900, lineTotal: 2_799_900, ringSize: null },
        { productId: "vuering", quantity: 1, unitPrice: 499_900, lineTotal: 499_900, ringSize: 10 },
      ]),
    );
    expect(items).toHaveLength(2);
  });

  test("prices in the visitor's region: a German visitor pays in euros", async () => {
    const res = await post(body({ items: [{ id: "glasses", quantity: 2 }] }), newClient(), {
      "x-test-country": "DE",
    });
    expect(res.status).toBe(201);
    const { amounts } = (await res.json()) as { amounts: Record<string, unknown> };
    expect(amounts).toMatchObject({ currency: "EUR", subtotal: 69_800, total: 69_800, booking: 14_000 });
  });

  test("accessories only, confirmed without glasses", async () => {
    const payload = body({ items: [{ id: "vue-visor", quantity: 3 }], confirmedWithoutGlasses: true });
    const res = await post(payload);
    expect(res.status).toBe(201);
    const [row] = await rowsWithKey(payload.idempotencyKey);
    expect(row).toMatchObject({ includesGlasses: false, confirmedWithoutGlasses: true, accessoryCredit: 0 });
  });

  test.each([
    ["an unknown item", [{ id: "phone-case", quantity: 1 }], "items.0.id"],
    ["quantity 0", [{ id: "glasses", quantity: 0 }], "items.0.quantity"],
    ["quantity 11", [{ id: "glasses", quantity: 11 }], "items.0.quantity"],
    ["quantity -1", [{ id: "vuering", quantity: -1 }], "items.0.quantity"],
    ["quantity 1.5", [{ id: "glasses", quantity: 1.5 }], "items.0.quantity"],
    ['quantity "1e3"', [{ id: "glasses", quantity: "1e3" }], "items.0.quantity"],
    ["no items", [], "items"],
  ])("%s is rejected with 400 naming the field, and nothing is stored", async (_name, items, field) => {
    const payload = body({ items });
    const res = await post(payload);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field, error: expect.any(String) as string });
    expect(await rowsWithKey(payload.idempotencyKey)).toHaveLength(0);
  });

  test.each([
    ["a missing email", { email: "" }, "email"],
    ["an invalid phone", { phone: "call me" }, "phone"],
    ["a filled honeypot", { website: "https://spam.example" }, "website"],
    ["a form filled faster than a person can", { fillMs: 400 }, "fillMs"],
    ["a bad idempotency key", { idempotencyKey: "x" }, "idempotencyKey"],
  ])("%s is rejected with 400 naming the field", async (_name, extra, field) => {
    const res = await post(body(extra));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field });
  });

  test("a body that is not JSON is a 400, not a stack trace", async () => {
    const res = await fetch(`${app.url}/api/preorders`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": newClient() },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.any(String) as string, field: "body" });
  });

  // A JSON post to exactly /api/preorders is answered ahead of React Router; any other spelling
  // reaches the route module. Both must give the same answer, header for header.
  test("the early answer to /api/preorders equals the route's own, for a save, a replay and each error", async () => {
    const at = (path: string, payload: unknown, ip: string, raw?: string) =>
      fetch(`${app.url}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "accept-encoding": "identity",
          "x-forwarded-for": ip,
          "x-test-country": "DE",
        },
        body: raw ?? JSON.stringify(payload),
      });
    const compare = async (fast: Response, routed: Response) => {
      expect(fast.status).toBe(routed.status);
      // How each was answered: the early answer knows its length, React Router streams.
      expect(fast.headers.get("content-length")).not.toBeNull();
      expect(routed.headers.get("transfer-encoding")).toBe("chunked");
      // The rate-limit budget left counts down with each post.
      expect(answerHeaders(fast, ["ratelimit"])).toEqual(answerHeaders(routed, ["ratelimit"]));
      return {
        fast: (await fast.json()) as Record<string, unknown>,
        routed: (await routed.json()) as Record<string, unknown>,
      };
    };
    const ip = newClient();
    const saves = await compare(
      await at("/api/preorders", body(), ip),
      await at("/API/preorders/", body(), ip),
    );
    expect(saves.fast.id).not.toBe(saves.routed.id);
    expect({ ...saves.fast, id: "" }).toEqual({ ...saves.routed, id: "" });
    expect(saves.fast.amounts).toMatchObject({ currency: "EUR" });

    const payload = body();
    await at("/api/preorders", payload, ip);
    const replays = await compare(
      await at("/api/preorders", payload, ip),
      await at("/api/preorders/", payload, ip),
    );
    expect(replays.fast).toEqual(replays.routed);

    const invalid = await compare(
      await at("/api/preorders", body({ email: "nope" }), ip),
      await at("/%61pi/preorders", body({ email: "nope" }), ip),
    );
    expect(invalid.fast).toEqual(invalid.routed);
    expect(invalid.fast.field).toBe("email");

    const ip2 = newClient();
    const unreadable = await compare(
      await at("/api/preorders", null, ip2, "{not json"),
      await at("/api/preorders/", null, ip2, "{not json"),
    );
    expect(unreadable.fast).toEqual(unreadable.routed);
  });

  test("the same idempotency key twice (even at once) gives one pre-order", async () => {
    const payload = body();
    const ip = newClient();
    const answers = await Promise.all([post(payload, ip), post(payload, ip), post(payload, ip)]);
    const ids = await Promise.all(
      answers.map(async (r) => {
        expect(r.status).toBe(201);
        return ((await r.json()) as { id: string }).id;
      }),
    );
    expect(new Set(ids).size).toBe(1);
    const again = await post(payload, ip);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(((await again.json()) as { id: string }).id).toBe(ids[0]);
    expect(await rowsWithKey(payload.idempotencyKey)).toHaveLength(1);
  });

  test("20 parallel posts with distinct keys give 20 pre-orders", async () => {
    const payloads = Array.from({ length: 20 }, () => body({ email: `buyer-${randomUUID()}@example.com` }));
    const answers = await Promise.all(payloads.map((p) => post(p)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
    const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(20);
    for (const p of payloads) expect(await rowsWithKey(p.idempotencyKey)).toHaveLength(1);
  });

  test("a client over the pre-order limit gets 429 with Retry-After", async () => {
    const ip = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await post(body({ items: [] }), ip)).status);
    expect(statuses).toEqual(Array(10).fill(400));
    const limited = await post(body(), ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another visitor is unaffected.
    expect((await post(body())).status).toBe(201);
  });

  test("a cross-site post is refused", async () => {
    const res = await post(body(), newClient(), { "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
  });

  describe("voice notes", () => {
    const multipart = (payload: unknown, audio?: Blob, ip = newClient()) => {
      const data = new FormData();
      data.set("preorder", JSON.stringify(payload));
      if (audio) data.set("audio", audio, "voice-note.webm");
      return fetch(`${app.url}/api/preorders`, {
        method: "POST",
        headers: { "x-forwarded-for": ip },
        body: data,
      });
    };

    test("the recording is stored with the pre-order, bytes and type intact", async () => {
      const bytes = webm(48_000);
      const payload = body({ audioDurationMs: 3_000 });
      const res = await multipart(payload, new Blob([bytes], { type: "audio/webm;codecs=opus" }));
      expect(res.status).toBe(201);
      const answer = (await res.json()) as { id: string; voiceNote: unknown };
      expect(answer.voiceNote).toEqual({ stored: true, bytes: 48_000 });
      const [note] = await database().select().from(voiceNotes).where(eq(voiceNotes.preorderId, answer.id));
      expect(note?.mimeType).toBe("audio/webm");
      expect(note?.byteSize).toBe(48_000);
      expect(Buffer.from(note!.data).equals(Buffer.from(bytes))).toBe(true);
      const [row] = await rowsWithKey(payload.idempotencyKey);
      expect(row?.audioUrl).toBe("stored");
    });

    test("a voice note the database refuses leaves no pre-order and no items behind", async () => {
      // The last write of the save fails: the pre-order and items written before it must go too.
      await database().execute(sql`
        create function luxid_test_refuse_voice_note() returns trigger language plpgsql as $$
        begin raise exception 'refused by test'; end $$`);
      await database().execute(sql`
        create trigger luxid_test_refuse_voice_note before insert on luxid_voice_notes
        for each row execute function luxid_test_refuse_voice_note()`);
      try {
        const payload = body({ audioDurationMs: 3_000 });
        const res = await multipart(payload, new Blob([webm(1_000)], { type: "audio/webm" }));
        expect(res.status).toBe(503);
        expect(await rowsWithKey(payload.idempotencyKey)).toEqual([]);
        const orphans = await database().execute(sql`
          select count(*)::int as n from luxid_preorder_items i
          where not exists (select 1 from luxid_preorders p where p.id = i.preorder_id)`);
        expect((orphans as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
      } finally {
        await database().execute(sql`drop trigger luxid_test_refuse_voice_note on luxid_voice_notes`);
        await database().execute(sql`drop function luxid_test_refuse_voice_note()`);
      }
    });

    test.each([
      ["a non-audio type", new Blob([webm(100)], { type: "text/plain" })],
      ["bytes that are not the declared audio", new Blob([new Uint8Array(100)], { type: "audio/webm" })],
      ["more than 1 MB", new Blob([webm(1_000_001)], { type: "audio/webm" })],
    ])("%s is rejected and nothing is stored", async (_name, audio) => {
      const payload = body();
      const res = await multipart(payload, audio);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field: "audio" });
      expect(await rowsWithKey(payload.idempotencyKey)).toHaveLength(0);
    });

    test("longer than 30 seconds is rejected", async () => {
      const res = await multipart(
        body({ audioDurationMs: 45_000 }),
        new Blob([webm(100)], { type: "audio/ogg" }),
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field: "audioDurationMs" });
    });

    test("a body over 2 MB is refused before it is read", async () => {
      const res = await multipart(body(), new Blob([webm(2_200_000)], { type: "audio/webm" }));
      expect(res.status).toBe(413);
    });
  });

  describe("form starts", () => {
    const send = (method: string, sessionId: string, payload?: unknown, ip = newClient()) =>
      fetch(`${app.url}/api/form-starts/${sessionId}`, {
        method,
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
    const rowOf = async (sessionId: string) =>
      (await database().select().from(formStarts).where(eq(formStarts.sessionId, sessionId)))[0];

    test("PUT creates, then updates, the row; DELETE removes it", async () => {
      const id = randomUUID();
      expect((await send("PUT", id, { name: "Asha", email: "asha@" })).status).toBe(204);
      const first = await rowOf(id);
      expect(first).toMatchObject({ name: "Asha", email: "asha@", phone: null, fieldsFilledCount: 2 });

      expect(
        (await send("PUT", id, { name: "Asha Rao", email: "asha@example.com", phone: "98765" })).status,
      ).toBe(204);
      const second = await rowOf(id);
      expect(second).toMatchObject({ name: "Asha Rao", phone: "98765", fieldsFilledCount: 3 });
      expect(second!.lastActivity.getTime()).toBeGreaterThanOrEqual(first!.lastActivity.getTime());

      expect((await send("DELETE", id)).status).toBe(204);
      expect(await rowOf(id)).toBeUndefined();
      // Deleting again is harmless.
      expect((await send("DELETE", id)).status).toBe(204);
    });

    test("a beacon (POST, text/plain) saves too", async () => {
      const id = randomUUID();
      const res = await fetch(`${app.url}/api/form-starts/${id}`, {
        method: "POST",
        headers: { "content-type": "text/plain", "x-forwarded-for": newClient() },
        body: JSON.stringify({ email: "a@example.com", address: "Somewhere" }),
      });
      expect(res.status).toBe(204);
      expect(await rowOf(id)).toMatchObject({ fieldsFilledCount: 2, address: "Somewhere" });
    });

    test("fewer than 2 fields, a bad session id or oversized fields are 400s naming the field", async () => {
      const one = await send("PUT", randomUUID(), { name: "Asha", email: "  " });
      expect(one.status).toBe(400);
      expect(await one.json()).toMatchObject({ field: "fields" });
      const badId = await send("PUT", "not-a-uuid", { name: "A", email: "b" });
      expect(badId.status).toBe(400);
      expect(await badId.json()).toMatchObject({ field: "sessionId" });
      const long = await send("PUT", randomUUID(), { name: "A".repeat(500), email: "b" });
      expect(long.status).toBe(400);
      expect(await long.json()).toMatchObject({ field: "name" });
    });
  });
});
