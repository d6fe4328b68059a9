import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { outbox, preorders } from "../../db/schema";
import { createSession, sessionCookieName } from "../../app/features/operators/server/session.server";
import { paymentDeps } from "../../app/features/payments/server/payment-deps.server";
import { requestRefund } from "../../app/features/payments/server/refunds.server";
import { startApp, type TestApp } from "../support/app";
import { orderPage, payInSandbox, placePreorder, runDbScript } from "../support/backup";
import { engines } from "../support/engines";
import { eventually } from "../support/faults";
import { OPERATOR, seedPreorder } from "../support/operators";

/** A shop's location: its own DATA_DIR, and its own PostgreSQL database on that engine. */
interface Place {
  env: Record<string, string>;
  dataDir: string;
  drop(): Promise<void>;
}

async function newPlace(engine: "pglite" | "postgres"): Promise<Place> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "luxid-backup-"));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  if (engine === "pglite")
    return { env: { DATA_DIR: dataDir }, dataDir, drop: () => Promise.resolve(remove()) };
  const database = await engines()
    .find((e) => e.name === "postgres")
    ?.create();
  if (!database) throw new Error("PostgreSQL needs TEST_DATABASE_URL");
  return {
    env: { DATA_DIR: dataDir, ...database.env },
    dataDir,
    drop: async () => {
      remove();
      await database.drop();
    },
  };
}

const settings = { OPERATOR_EMAILS: OPERATOR, RATE_LIMIT_DISABLED: "true", OUTBOX_INTERVAL_MS: "50" };
const countRows = async (app: TestApp, table: string) => {
  const result = await app.running.services.database.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  );
  return (result as { rows: { n: number }[] }).rows[0]!.n;
};

describe.each(engines().map((e) => e.name))("a shop on %s backed up while it runs", (engine) => {
  const places: Place[] = [];
  const apps: TestApp[] = [];
  let source: Place;
  let shop: TestApp;
  const links: string[] = [];
  const pages = new Map<string, string>();
  let cookie = "";
  let voiceNoteOrder = "";
  let voiceNote: Buffer;
  let backupFile = "";

  const place = async () => {
    const p = await newPlace(engine);
    places.push(p);
    return p;
  };
  const start = async (where: Place) => {
    const app = await startApp({ ...where.env, ...settings });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    source = await place();
    shop = await start(source);
    const db = shop.running.services.database.db;
    // Paid orders, one of them with a voice note; one refunded in full and one in part.
    const pay = async (id: string) => {
      const link = await payInSandbox(shop.url, id);
      if (!link) throw new Error("the sandbox payment was not confirmed");
      links.push(link);
    };
    for (let n = 0; n < 3; n++) await pay(await placePreorder(shop.url, n));
    const withNote = await seedPreorder(shop, "Ravi Menon", "ravi@example.com");
    voiceNoteOrder = withNote.id;
    await pay(voiceNoteOrder);
    const [first, second] = await Promise.all(
      links.slice(0, 2).map(async (link) => {
        const reference = link.split("/")[2]!.split("?")[0]!;
        return (await db.select().from(preorders).where(eq(preorders.reference, reference)))[0]!;
      }),
    );
    for (const [order, amount] of [
      [first!, first!.preorderAmount],
      [second!, 100_000],
    ] as const) {
      const refunded = await requestRefund(paymentDeps(shop.running.services), {
        preorderId: order.id,
        amountMinor: amount,
        idempotencyKey: randomUUID(),
        actor: OPERATOR,
      });
      expect(refunded.ok).toBe(true);
    }
    await eventually(async () => {
      const [row] = await db.select().from(preorders).where(eq(preorders.id, first!.id));
      return row?.status === "refunded" ? true : undefined;
    }, 10_000);
    // Every e-mail written to DATA_DIR/outbox, so the files travel too.
    await eventually(
      async () => ((await db.select().from(outbox)).every((row) => row.sentAt) ? true : undefined),
      10_000,
    );
    cookie = `${sessionCookieName(false)}=${await createSession(db, OPERATOR)}`;
    for (const link of links) {
      const page = await orderPage(shop.url, link);
      expect(page.status).toBe(200);
      pages.set(link, page.html);
    }
    const note = await fetch(`${shop.url}/admin/preorders/${voiceNoteOrder}/voice-note`, {
      headers: { cookie },
    });
    expect(note.status).toBe(200);
    voiceNote = Buffer.from(await note.arrayBuffer());
    backupFile = path.join(source.dataDir, "..", `${path.basename(source.dataDir)}.backup.gz`);
  }, 240_000);

  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => {});
    for (const p of places) await p.drop();
    rmSync(backupFile, { force: true });
  });

  test("db:backup then db:restore into an empty place: the same order pages at the same links, the voice note, the refunds and the operator's session", async () => {
    const backup = await runDbScript("db-backup", [backupFile], source.env);
    expect(backup.stderr.replace(/.*env.*not found.*\n?/, "")).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(engine === "pglite" ? "online from the running shop" : "from PostgreSQL");

    const target = await place();
    const restored = await runDbScript("db-restore", [backupFile], target.env);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain("row counts and amounts match the backup");
    expect(readdirSync(path.join(target.dataDir, "outbox")).sort()).toEqual(
      readdirSync(path.join(source.dataDir, "outbox")).sort(),
    );

    const copy = await start(target);
    for (const link of links) {
      const page = await orderPage(copy.url, link);
      expect(page.status, link).toBe(200);
      expect(page.html, link).toBe(pages.get(link));
    }
    for (const table of [
      "luxid_preorders",
      "luxid_refunds",
      "luxid_voice_notes",
      "luxid_operator_sessions",
      "luxid_outbox",
    ]) {
      expect(await countRows(copy, table), table).toBe(await countRows(shop, table));
    }
    expect(await countRows(copy, "luxid_refunds")).toBe(2);
    const dashboard = await fetch(`${copy.url}/admin/dashboard`, { headers: { cookie }, redirect: "manual" });
    expect(dashboard.status).toBe(200);
    const note = await fetch(`${copy.url}/admin/preorders/${voiceNoteOrder}/voice-note`, {
      headers: { cookie },
    });
    expect(note.status).toBe(200);
    expect(Buffer.from(await note.arrayBuffer()).equals(voiceNote)).toBe(true);

    // The same backup again into the now filled place: refused in one line, nothing touched.
    await copy.close();
    apps.splice(apps.indexOf(copy), 1);
    const again = await runDbScript("db-restore", [backupFile], target.env);
    expect(again.code).toBe(1);
    expect(
      again.stderr
        .trim()
        .split("\n")
        .filter((l) => !l.includes(".env")),
    ).toEqual([expect.stringMatching(/^db:restore: .* is not empty/)]);
  }, 240_000);

  test("a backup taken after a sign-in request holds no sign-in link that still works, and a restore can rotate the order-link key", async () => {
    const outboxDir = path.join(source.dataDir, "outbox");
    const before = new Set(readdirSync(outboxDir));
    const asked = await fetch(`${shop.url}/admin`, {
      method: "POST",
      body: new URLSearchParams({ email: OPERATOR }),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: shop.url },
    });
    expect(asked.status).toBe(200);
    const linkFile = await eventually(async () => {
      await shop.running.services.notifications.outbox.drain();
      return readdirSync(outboxDir).find((f) => !before.has(f) && f.endsWith(".eml"));
    }, 10_000);
    const mail = await simpleParser(readFileSync(path.join(outboxDir, linkFile)));
    const token = /token=([\w-]+)/.exec(mail.text ?? "")![1]!;

    const file = `${backupFile}.sign-in.gz`;
    const backup = await runDbScript("db-backup", [file], source.env);
    expect(backup.code, backup.stderr).toBe(0);
    const target = await place();
    const restored = await runDbScript("db-restore", [file, "--rotate-order-link-key"], target.env);
    rmSync(file, { force: true });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain("order-link key: rotated");
    // The e-mail with the link stayed behind, and so did the link's row and the device key.
    expect(readdirSync(path.join(target.dataDir, "outbox"))).not.toContain(linkFile);
    const copy = await start(target);
    const copyDb = copy.running.services.database.db;
    const left = await copyDb.execute(
      sql`select (select count(*)::int from luxid_operator_sign_in_tokens where used_at is null) as tokens,
        (select count(*)::int from luxid_outbox where kind = 'operator_sign_in') as requests`,
    );
    expect((left as { rows: unknown[] }).rows[0]).toEqual({ tokens: 0, requests: 0 });
    const verify = (url: string) =>
      fetch(`${url}/admin/verify`, {
        method: "POST",
        body: new URLSearchParams({ token }),
        headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
        redirect: "manual",
      });
    expect((await verify(copy.url)).status).toBe(400);
    // Rotated: the buyers' old links open nothing on the restored shop.
    expect((await orderPage(copy.url, links[0]!)).status).toBe(404);
    // The link was a working one when the backup was taken: the source shop still takes it.
    expect((await verify(shop.url)).status).toBe(302);
    expect(await countRows(shop, "luxid_operator_sign_in_tokens")).toBeGreaterThan(0);
  }, 240_000);

  test("a backup never overwrites a file, and a failed one says why in one line", async () => {
    const existing = `${backupFile}.existing`;
    writeFileSync(existing, "an earlier backup");
    const refused = await runDbScript("db-backup", [existing], source.env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("already exists");
    expect(readFileSync(existing, "utf8")).toBe("an earlier backup");
    rmSync(existing);
    const missing = path.join(source.dataDir, "..", "no-such-dir", "backup.gz");
    const failed = await runDbScript("db-backup", [missing], source.env);
    expect(failed.code).toBe(1);
    expect(failed.stderr).not.toMatch(/\n\s+at /); // one line, no stack
  }, 120_000);

  // PGlite's shop moves into PostgreSQL: registered where CI gives a PostgreSQL server.
  if (engine === "pglite" && process.env.TEST_DATABASE_URL)
    test("db:move-to-postgres refuses while the shop runs, then copies the stopped shop with matching counts and amounts", async () => {
      const target = await newPlace("postgres");
      places.push(target);
      const move = { DATA_DIR: source.dataDir, DATABASE_URL: target.env.DATABASE_URL! };
      const running = await runDbScript("db-move-to-postgres", [], move);
      expect(running.code).toBe(1);
      expect(running.stderr).toContain("the shop is running");

      await shop.close();
      apps.splice(apps.indexOf(shop), 1);
      const moved = await runDbScript("db-move-to-postgres", [], move);
      expect(moved.code, moved.stderr).toBe(0);
      expect(moved.stdout).toMatch(/verified: row counts and amounts of all \d+ tables match/);
      expect(moved.stdout).toMatch(/luxid_preorders: 4 rows; INR total_amount/);

      const onPostgres = await start({ ...target, env: { ...target.env, DATA_DIR: source.dataDir } });
      for (const link of links) {
        const page = await orderPage(onPostgres.url, link);
        expect(page.status, link).toBe(200);
        expect(page.html, link).toBe(pages.get(link));
      }
      const dashboard = await fetch(`${onPostgres.url}/admin/dashboard`, {
        headers: { cookie },
        redirect: "manual",
      });
      expect(dashboard.status).toBe(200);
      const again = await runDbScript("db-move-to-postgres", [], move);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain("is not empty");
    }, 240_000);
});
