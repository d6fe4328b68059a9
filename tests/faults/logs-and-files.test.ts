import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startApp, type TestApp } from "../support/app";
import { engines, type TestDatabase } from "../support/engines";
import { post } from "../support/http";
import { webm } from "../support/operators";
import { logCollector, preorderBody } from "../support/faults";

const BUYER = {
  name: "Zaphod Quellington",
  email: "zaphod.quellington@example.com",
  phone: "+91 90000 11223",
  address: "42 Hidden Lane, Secretpur 560099",
};

describe.each(engines())("logs on $name", (engine) => {
  let db: TestDatabase;
  let app: TestApp;
  const logs = logCollector();

  beforeAll(async () => {
    db = await engine.create();
    app = await startApp(
      { ...db.env, RATE_LIMIT_DISABLED: "true", LOG_LEVEL: "info" },
      { logStream: logs.stream },
    );
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  test("a database error with personal data in its parameters: the log line holds the code and constraint, none of the data", async () => {
    // A constraint this buyer's row breaks: the driver's message and detail then quote the row.
    await app.running.services.database.db.execute(
      sql.raw(`alter table luxid_preorders add constraint fault_test_check check (name <> '${BUYER.name}')`),
    );
    const before = logs.lines.length;
    const res = await post(app, "/api/preorders", preorderBody(BUYER));
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(res.text).not.toContain(BUYER.name);

    const lines = logs.lines.slice(before);
    const failure = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === "pre-order save failed");
    expect(failure).toMatchObject({
      operation: "save pre-order",
      err: { code: "23514", constraint: "fault_test_check", table: "luxid_preorders" },
    });
    const phoneDigits = BUYER.phone.replace(/\D/g, "");
    for (const line of lines) {
      for (const value of [...Object.values(BUYER), phoneDigits, "Zaphod", "Secretpur"]) {
        expect(line).not.toContain(value);
      }
    }
  });
});

describe("files under DATA_DIR", () => {
  let root: string;
  let app: TestApp;
  let umask: number;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "luxid-modes-"));
    // The most permissive umask there is: the app must not depend on the one it inherits.
    umask = process.umask(0o000);
  });
  afterAll(async () => {
    await app?.close();
    process.umask(umask);
    await rm(root, { recursive: true, force: true });
  });

  /** Every entry under `dir` with its permission bits. */
  async function modes(dir: string): Promise<[string, number, boolean][]> {
    const found: [string, number, boolean][] = [];
    const walk = async (p: string) => {
      const s = await stat(p);
      found.push([path.relative(root, p) || ".", s.mode & 0o777, s.isDirectory()]);
      if (s.isDirectory()) for (const entry of await readdir(p)) await walk(path.join(p, entry));
    };
    await walk(dir);
    return found;
  }

  test("database files, e-mails and voice notes are the owner's only (0600, directories 0700), whatever the umask", async () => {
    const dataDir = path.join(root, "data");
    app = await startApp({
      DATA_DIR: dataDir,
      RATE_LIMIT_DISABLED: "true",
      OPERATOR_EMAILS: "ops@luxid.example",
    });
    // A pre-order with a voice note (stored in the database) and an e-mail in the outbox.
    const form = new FormData();
    form.set("preorder", JSON.stringify(preorderBody()));
    form.set("audio", new File([new Uint8Array(webm(4_000))], "voice-note.webm", { type: "audio/webm" }));
    const saved = await fetch(`${app.url}/api/preorders`, { method: "POST", body: form });
    expect(saved.status).toBe(201);
    const signIn = await fetch(`${app.url}/admin`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "ops@luxid.example" }),
    });
    expect(signIn.status).toBe(200);
    // The link is sent by the outbox worker once the answer is out: read it to the end first.
    await signIn.text();
    await app.close();
    app = undefined as unknown as TestApp;

    const entries = await modes(dataDir);
    expect(entries.some(([p]) => p.startsWith(path.join("data", "outbox")) && p.endsWith(".eml"))).toBe(true);
    expect(entries.filter(([, , dir]) => !dir).length).toBeGreaterThan(10); // the database's files
    const wrong = entries.filter(([, mode, dir]) => mode !== (dir ? 0o700 : 0o600));
    expect(wrong.map(([p, mode]) => `${p} ${mode.toString(8)}`)).toEqual([]);
  });
});
