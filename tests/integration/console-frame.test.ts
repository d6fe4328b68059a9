import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { logCollector } from "../support/faults";
import { startApp, type TestApp } from "../support/app";
import { engines, type TestDatabase } from "../support/engines";
import { askForLink, consoleClient, csrfOf, OPERATOR, seedPreorder } from "../support/operators";

/**
 * The console as one frame over React Router's primitives: its layout's middleware looks the
 * session up once per request, whatever number of loaders run under it, and an error inside the
 * console is shown inside its frame (its navigation kept), with the right status.
 */
describe.each(engines())("the console's frame on $name", (engine) => {
  let db: TestDatabase;
  let app: TestApp;
  let ops: ReturnType<typeof consoleClient>;
  let preorderId: string;
  // LOG_LEVEL=trace logs every SQL statement the app runs: the session look-ups are counted there.
  const logs = logCollector();

  beforeAll(async () => {
    db = await engine.create();
    app = await startApp(
      {
        ...db.env,
        DATA_DIR: "memory://",
        TRUST_PROXY: "true",
        OPERATOR_EMAILS: OPERATOR,
        LOG_LEVEL: "trace",
      },
      { logStream: logs.stream },
    );
    ops = consoleClient(app, "10.50.0.1");
    expect((await ops.post("/admin/verify", { token: (await askForLink(app, ops)).token })).status).toBe(302);
    preorderId = (await seedPreorder(app)).id;
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  /** The statements that read the operator sessions table while `request` ran. */
  async function sessionReads(request: () => Promise<Response>) {
    const from = logs.lines.length;
    const res = await request();
    await res.arrayBuffer();
    const reads = logs.lines
      .slice(from)
      .map((line) => JSON.parse(line) as { msg?: string; sql?: string })
      .filter((l) => l.msg === "query" && /^select .* from "luxid_operator_sessions"/i.test(l.sql ?? ""));
    return { res, reads: reads.length };
  }

  test("one page of the console looks the session up once, for the page and for a client navigation", async () => {
    // The detail page runs two loaders (the frame's and the page's); both read the operator.
    const page = await sessionReads(() => ops.get(`/admin/preorders/${preorderId}`));
    expect(page.res.status).toBe(200);
    expect(page.reads).toBe(1);
    // A client-side navigation asks for both loaders' data in one request.
    const navigation = await sessionReads(() => ops.get(`/admin/preorders/${preorderId}.data`));
    expect(navigation.res.status).toBe(200);
    expect(navigation.reads).toBe(1);
    // A form posted without JavaScript: the action and then every loader, still one look-up.
    const csrf = await csrfOf(await ops.get(`/admin/preorders/${preorderId}`));
    const post = await sessionReads(() =>
      ops.post(`/admin/preorders/${preorderId}`, { intent: "note", body: "Called the buyer", csrf }),
    );
    expect(post.res.status).toBe(200);
    expect(post.reads).toBe(1);
  });

  test("a missing pre-order is a 404 inside the console's frame, not the shop's Page Not Found", async () => {
    for (const id of [randomUUID(), "not-an-id"]) {
      const res = await ops.get(`/admin/preorders/${id}`);
      expect(res.status, id).toBe(404);
      const html = await res.text();
      expect(html, id).toContain("No such pre-order");
      // The console's own navigation and the signed-in operator are still there.
      expect(html, id).toContain('aria-label="Console"');
      expect(html, id).toContain(OPERATOR);
      expect(html, id).not.toContain("Page Not Found");
    }
  });

  test("a refused console request is answered in the frame with its status", async () => {
    const res = await ops.get("/admin/fulfilment/orders?list=nonsense");
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('aria-label="Console"');
    expect(html).not.toContain("Something went wrong");
  });

  test("signed out, the console's pages still send the visitor to sign in", async () => {
    const anonymous = consoleClient(app, "10.50.0.2");
    const res = await anonymous.get(`/admin/preorders/${randomUUID()}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin");
  });
});
