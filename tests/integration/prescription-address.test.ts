import { and, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  addressChanges,
  operatorAuditLog,
  outbox,
  preorders,
  prescriptions,
  type PreorderStatus,
} from "../../db/schema";
import { applyTransition } from "../../app/features/orders/server/state-machine.server";
import {
  hasPrescriptionSql,
  prescriptionMissingSql,
} from "../../app/features/fulfilment/server/prescriptions.server";
import { hasPrescription } from "../../app/lib/order-reads.server";
import { startApp, type TestApp } from "../support/app";
import { engines, type TestDatabase } from "../support/engines";
import { formBody, postForm } from "../support/form-post";
import { newPreorder } from "../support/http";
import { consoleClient, consoleShopEnv, signedInConsole } from "../support/operators";

const MB = 1024 * 1024;
/** A PNG's signature and then anything: the server judges the type by these first bytes. */
const png = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  for (let i = 8; i < size; i++) bytes[i] = i % 253;
  return bytes;
};
/** A Windows executable's first bytes ("MZ"), as a renamed `prescription.pdf` would carry them. */
const executable = () => {
  const bytes = png(40_000);
  bytes.set([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
  return bytes;
};
const unescape = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

const VALUES = {
  rightSph: "-2.25",
  rightCyl: "-0.75",
  rightAxis: "90",
  rightAdd: "",
  leftSph: "-1.75",
  leftCyl: "",
  leftAxis: "",
  leftAdd: "",
  pd: "63.5",
};

/**
 * The buyer's prescription and address correction on the order page, as a browser posts them
 * (document posts, multipart for the file), and the operator's view of the file. Nothing is
 * stored when a value, a file or the order's state is refused.
 */
describe.each(engines())("prescription and address on the order page, on $name", (engine) => {
  let db: TestDatabase;
  let app: TestApp;
  let ops: ReturnType<typeof consoleClient>;

  beforeAll(async () => {
    db = await engine.create();
    app = await startApp(consoleShopEnv(db.env, { RECONCILE_INTERVAL_MS: "3600000" }));
    ops = await signedInConsole(app, "10.41.0.1");
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  const database = () => app.running.services.database.db;
  const orderOf = async (id: string) =>
    (await database().select().from(preorders).where(eq(preorders.id, id)))[0]!;
  const setStatus = (id: string, status: PreorderStatus) =>
    database().update(preorders).set({ status }).where(eq(preorders.id, id));

  /** A booked order (its booking paid) and its order page's path. */
  async function booked(items?: { id: string; quantity: number }[]) {
    const { id } = await newPreorder(app, items);
    await setStatus(id, "paid");
    const path = app.running.services.orderLinks.path((await orderOf(id)).reference);
    return { id, path };
  }
  /** The stored row, the file's bytes left out (PGlite takes seconds to hand back 5 MB of bytea). */
  const stored = async (id: string) => {
    const { fileData: _bytes, ...columns } = getTableColumns(prescriptions);
    const [row] = await database()
      .select({ ...columns, hasFile: sql<boolean>`${prescriptions.fileData} is not null` })
      .from(prescriptions)
      .where(eq(prescriptions.preorderId, id));
    return row;
  };
  const auditOf = (id: string, action: string) =>
    database()
      .select()
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.preorderId, id), eq(operatorAuditLog.action, action)));
  const prescribe = async (path: string, fields: Record<string, string>) =>
    postForm(app, path, await formBody({ intent: "prescription", ...fields }));
  const upload = async (path: string, file: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> }) =>
    postForm(app, path, await formBody({ intent: "prescription", kind: "file" }, file));
  const correct = async (path: string, fields: { address?: string; phone?: string }) =>
    postForm(app, path, await formBody({ intent: "address", address: "", phone: "", ...fields }));

  test("out-of-range values are refused field by field, with what was typed kept, and nothing stored", async () => {
    const { id, path } = await booked();
    const answer = await prescribe(path, {
      kind: "values",
      ...VALUES,
      rightSph: "-21",
      rightCyl: "-6.5",
      leftCyl: "-1.00",
      leftAdd: "3.75",
      pd: "85",
    });
    expect(answer.status).toBe(400);
    const html = unescape(answer.text);
    for (const message of [
      "Right eye SPH must be from −20.00 to +20.00",
      "Right eye CYL must be from −6.00 to +6.00",
      "Enter the left eye's AXIS (0 to 180): it is needed when CYL is not 0",
      "Left eye ADD must be from 0.00 to +3.50",
      "PD must be from 50 to 80 mm",
    ]) {
      expect(html).toContain(message);
    }
    expect(html).toMatch(/id="rx-rightSph"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="rx-rightSph"/);
    expect(html).toContain('value="-21"');
    expect(await stored(id)).toBeUndefined();
    expect(await auditOf(id, "prescription.saved")).toHaveLength(0);
    expect(await hasPrescription(database(), id)).toBe(false);
  });

  test("valid values are stored as integer units, the page says so, the audit trail shows it", async () => {
    const { id, path } = await booked();
    const answer = await prescribe(path, { kind: "values", ...VALUES });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(`${path}#prescription`);
    expect(await stored(id)).toMatchObject({
      kind: "values",
      rightSph: -225,
      rightCyl: -75,
      rightAxis: 90,
      rightAdd: null,
      leftSph: -175,
      leftCyl: null,
      leftAxis: null,
      pd: 635,
      hasFile: false,
    });
    expect(await hasPrescription(database(), id)).toBe(true);
    expect((await auditOf(id, "prescription.saved")).map((a) => a.detail)).toEqual(["values"]);
    const page = unescape(await (await fetch(`${app.url}${path}`)).text());
    expect(page).toContain("We have your prescription's numbers, given on");
    // The page names what was given, never the numbers (health data on a forwardable link).
    expect(page).not.toContain("-2.25");
    // "No prescription needed" replaces the numbers.
    expect((await prescribe(path, { kind: "none" })).status).toBe(303);
    expect(await stored(id)).toMatchObject({ kind: "none", rightSph: null, pd: null });
  });

  test("a 6 MB file is refused before it is read, with the limit in words; nothing is stored", async () => {
    const { id, path } = await booked();
    const answer = await upload(path, { name: "scan.png", type: "image/png", bytes: png(6 * MB) });
    expect(answer.status).toBe(413);
    expect(answer.headers["content-type"]).toContain("text/html");
    expect(answer.text).toContain("This file is larger than 5 MB");
    // A script's post gets the same refusal as JSON naming the field.
    const body = await formBody(
      { intent: "prescription", kind: "file" },
      { name: "scan.png", type: "image/png", bytes: png(6 * MB) },
    );
    const scripted = await postForm(app, path, body, {});
    expect(scripted.status).toBe(413);
    expect(JSON.parse(scripted.text)).toEqual({
      error: "This file is larger than 5 MB. Please send a smaller photo or PDF of your prescription.",
      field: "file",
    });
    // Just over 5 MB fits the request bound and is refused by the form, beside the file input.
    const over = await upload(path, { name: "scan.png", type: "image/png", bytes: png(5 * MB + 1) });
    expect(over.status).toBe(400);
    expect(over.text).toContain('id="rx-file-error"');
    expect(over.text).toContain("This file is larger than 5 MB");
    expect(await stored(id)).toBeUndefined();
  });

  // PGlite takes seconds to write 5 MB of bytea on a busy machine: a longer time-out.
  test(
    "a file of exactly 5 MB fits, multipart framing and all, and is stored whole",
    { timeout: 90_000 },
    async () => {
      const { id, path } = await booked();
      const bytes = png(5 * MB);
      const answer = await upload(path, { name: "scan.png", type: "image/png", bytes });
      expect(answer.status).toBe(303);
      expect(await stored(id)).toMatchObject({ kind: "file", fileMime: "image/png", fileSize: 5 * MB });
      const file = await ops.get(`/admin/preorders/${id}/prescription`);
      expect(file.headers.get("content-length")).toBe(String(5 * MB));
      expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    },
  );

  test("a PDF with a script reaches the operator as a sandboxed download, never as a page of the console", async () => {
    const { id, path } = await booked();
    const bytes = new TextEncoder().encode(
      "%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(document.cookie)) >> >> endobj\n%%EOF\n",
    );
    expect((await upload(path, { name: "rx.pdf", type: "application/pdf", bytes })).status).toBe(303);
    const file = await ops.get(`/admin/preorders/${id}/prescription`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toMatch(
      /^attachment; filename="prescription-LX-\w+\.pdf"$/,
    );
    expect(file.headers.get("content-security-policy")).toMatch(/(^|, )sandbox;/);
  });

  test(
    "a file replaced 30 times leaves the database no bigger than a few copies of it",
    { timeout: 120_000 },
    async () => {
      const { id, path } = await booked();
      const bytesOf = async (query: ReturnType<typeof sql>) =>
        ((await database().execute(query)) as { rows: { bytes: number }[] }).rows[0]!.bytes;
      const size = () => bytesOf(sql`select pg_total_relation_size('luxid_prescriptions')::float8 as bytes`);
      const photo = (n: number) => {
        const bytes = png(MB);
        bytes[MB - 1] = n; // each a different file
        return bytes;
      };
      expect((await upload(path, { name: "rx.png", type: "image/png", bytes: photo(0) })).status).toBe(303);
      const before = await size();
      for (let n = 1; n <= 30; n++) {
        expect((await upload(path, { name: "rx.png", type: "image/png", bytes: photo(n) })).status).toBe(303);
      }
      // What one copy of the file takes in the table (the database compresses it).
      const copy = await bytesOf(
        sql`select pg_column_size(file_data)::float8 as bytes from luxid_prescriptions where preorder_id = ${id}`,
      );
      // Without reclaiming, each replacement left its predecessor behind: 30 copies and more.
      expect((await size()) - before).toBeLessThan(3 * copy + 64 * 1024);
    },
  );

  test("a renamed executable is refused by its bytes, whatever its name and declared type", async () => {
    const { id, path } = await booked();
    const answer = await upload(path, {
      name: "prescription.pdf",
      type: "application/pdf",
      bytes: executable(),
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("This file is not a JPEG, PNG or PDF");
    const empty = await upload(path, { name: "empty.png", type: "image/png", bytes: new Uint8Array() });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Choose a photo or PDF of your prescription");
    expect(await stored(id)).toBeUndefined();
    expect(await auditOf(id, "prescription.saved")).toHaveLength(0);
  });

  test("a valid file streams to a signed-in operator only: 401 without a session, 404 without a file", async () => {
    const { id, path } = await booked();
    const bytes = png(300_000);
    // Named and declared as a PDF: stored as what its bytes are.
    const answer = await upload(path, { name: "rx.pdf", type: "application/pdf", bytes });
    expect(answer.status).toBe(303);
    expect(await stored(id)).toMatchObject({ kind: "file", fileMime: "image/png", fileSize: 300_000 });
    expect((await auditOf(id, "prescription.saved"))[0]!.detail).toBe("file, image/png, 300000 bytes");

    const file = await ops.get(`/admin/preorders/${id}/prescription`, { "accept-encoding": "gzip" });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    // Never read as anything but the type its bytes proved.
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    // A buyer's file is never active content on the console's origin.
    expect(file.headers.get("content-security-policy")).toMatch(/(^|, )sandbox;/);
    expect(file.headers.get("content-disposition")).toMatch(/^inline; filename="prescription-LX-\w+\.png"$/);
    expect(file.headers.get("content-encoding")).toBeNull();
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    const part = await ops.get(`/admin/preorders/${id}/prescription`, { range: "bytes=0-7" });
    expect(part.status).toBe(206);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(0, 8));

    // The console's order page shows it, with the link.
    const detail = await (await ops.get(`/admin/preorders/${id}`)).text();
    expect(detail).toContain(`href="/admin/preorders/${id}/prescription"`);
    expect(detail).toContain("Open the prescription (PNG image, 293 KB)");

    // Anyone else: no session, a stale cookie, the buyer's own link token.
    const anonymous = await fetch(`${app.url}/admin/preorders/${id}/prescription`);
    expect(anonymous.status).toBe(401);
    const stale = await fetch(`${app.url}/admin/preorders/${id}/prescription`, {
      headers: { cookie: `${ops.cookie.split("=")[0]}=forged` },
    });
    expect(stale.status).toBe(401);
    const token = new URL(path, app.url).search;
    expect((await fetch(`${app.url}/admin/preorders/${id}/prescription${token}`)).status).toBe(401);
    // An operator asking for an order without a file, or no order at all.
    const other = await booked();
    expect((await ops.get(`/admin/preorders/${other.id}/prescription`)).status).toBe(404);
    expect((await ops.get(`/admin/preorders/not-a-uuid/prescription`)).status).toBe(404);
  });

  test("an order without the glasses has no prescription to give", async () => {
    const { id, path } = await booked([{ id: "vuering", quantity: 1 }]);
    expect(await (await fetch(`${app.url}${path}`)).text()).not.toContain(
      "Prescription for your free lenses",
    );
    const answer = await prescribe(path, { kind: "none" });
    expect(answer.status).toBe(409);
    expect(answer.text).toContain("This order has no glasses, so no prescription is needed.");
    expect(await stored(id)).toBeUndefined();
  });

  test("the dispatch check's SQL form agrees with hasPrescription: missing until given or overridden", async () => {
    const given = await booked();
    const missing = await booked();
    const overridden = await booked();
    const accessories = await booked([{ id: "vuering", quantity: 1 }]);
    expect((await prescribe(given.path, { kind: "none" })).status).toBe(303);
    await database()
      .update(preorders)
      .set({ prescriptionOverride: "Buyer confirmed on the phone: plain lenses" })
      .where(eq(preorders.id, overridden.id));
    const ids = [given.id, missing.id, overridden.id, accessories.id];
    const rows = await database()
      .select({ id: preorders.id, has: hasPrescriptionSql(), missing: prescriptionMissingSql() })
      .from(preorders)
      .where(inArray(preorders.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(ids.map((id) => byId.get(id)!.missing)).toEqual([false, true, false, false]);
    for (const id of ids) expect(byId.get(id)!.has).toBe(await hasPrescription(database(), id));
  });

  test("an address correction keeps the old values, updates the order, e-mails the buyer each time and staff once an hour", async () => {
    const { id, path } = await booked();
    const before = await orderOf(id);
    const first = await correct(path, { address: "4 Park Street, Kolkata, West Bengal 700016" });
    // The answer confirms what was saved, in full, to whoever typed it.
    expect(first.status).toBe(200);
    expect(first.text).toContain("Saved. Your order now ships to:");
    expect(first.text).toContain("4 Park Street, Kolkata, West Bengal 700016");
    const after = await orderOf(id);
    expect(after.address).toBe("4 Park Street, Kolkata, West Bengal 700016");
    expect(after.phone).toBe(before.phone);
    const second = await correct(path, { phone: "+91 98300 54321" });
    expect(second.status).toBe(200);
    expect(second.text).toContain("Phone: +91 98300 54321");
    // The same correction again changes nothing and tells nobody.
    expect((await correct(path, { phone: "+91 98300 54321" })).status).toBe(303);

    const changes = await database().select().from(addressChanges).where(eq(addressChanges.preorderId, id));
    expect(changes).toHaveLength(2);
    const [a, b] = changes.sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
    expect(a).toMatchObject({ oldAddress: before.address, oldPhone: before.phone, newPhone: before.phone });
    expect(b).toMatchObject({ oldAddress: after.address, newPhone: "+91 98300 54321" });
    const queued = async (kind: "address_changed" | "staff_address_changed") =>
      (
        await database()
          .select()
          .from(outbox)
          .where(and(eq(outbox.preorderId, id), eq(outbox.kind, kind)))
      ).map((r) => r.subjectKey);
    // The buyer hears of every change; staff of the first within the hour (their alert links to all).
    expect((await queued("address_changed")).sort()).toEqual([a!.id, b!.id].sort());
    expect(await queued("staff_address_changed")).toEqual([a!.id]);
    expect((await auditOf(id, "address.changed")).map((r) => r.detail).sort()).toEqual(
      [`address; change ${a!.id}`, `phone; change ${b!.id}`].sort(),
    );

    // The buyer's page lists the corrections by date, without the values; the console shows both.
    const page = await (await fetch(`${app.url}${path}`)).text();
    expect(page).toContain("You changed the address on");
    expect(page).toContain("You changed the phone number on");
    expect(page).not.toContain("Park Street");
    expect(page).not.toContain("98300");
    const console = await (await ops.get(`/admin/preorders/${id}`)).text();
    expect(console).toContain(before.address);
    expect(console).toContain("4 Park Street, Kolkata, West Bengal 700016");

    // An hour later, the next change alerts staff again.
    await database().execute(
      sql`update luxid_outbox set created_at = created_at - interval '61 minutes' where preorder_id = ${id}`,
    );
    expect((await correct(path, { phone: "+91 98300 11111" })).status).toBe(200);
    expect(await queued("staff_address_changed")).toHaveLength(2);
  });

  test("a bad correction is refused beside its field, and nothing changes", async () => {
    const { id, path } = await booked();
    const before = await orderOf(id);
    const answer = await correct(path, { address: "Kolkata", phone: "call me" });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("Please enter your full shipping address, including the PIN code");
    expect(answer.text).toContain("Please enter a valid phone number");
    expect(answer.text).toContain('id="change-address-address-error"');
    const empty = await correct(path, {});
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Enter the corrected address, phone number or both");
    expect(await orderOf(id)).toMatchObject({ address: before.address, phone: before.phone });
    expect(await database().select().from(addressChanges).where(eq(addressChanges.preorderId, id))).toEqual(
      [],
    );
  });

  test("after dispatch the address and the prescription are refused with 409, nothing stored or queued", async () => {
    const { id, path } = await booked();
    // Balance paid, then shipped through the one transition function, as the console does.
    await setStatus(id, "balance_paid");
    const shipped = await applyTransition(database(), {
      preorderId: id,
      event: { type: "ship" },
      source: "operator",
      patch: { carrier: "Blue Dart", trackingNumber: "BD123456789IN" },
    });
    expect(shipped).toMatchObject({ changed: true, to: "shipped" });
    const before = await orderOf(id);

    const answer = await correct(path, { address: "4 Park Street, Kolkata, West Bengal 700016" });
    expect(answer.status).toBe(409);
    expect(answer.text).toContain(
      "Your order has shipped or is closed, so the address can no longer be changed here.",
    );
    const rx = await prescribe(path, { kind: "values", ...VALUES });
    expect(rx.status).toBe(409);
    expect(rx.text).toContain("so the prescription can no longer be changed here");

    expect(await orderOf(id)).toMatchObject({
      address: before.address,
      phone: before.phone,
      status: "shipped",
    });
    expect(await database().select().from(addressChanges).where(eq(addressChanges.preorderId, id))).toEqual(
      [],
    );
    expect(await stored(id)).toBeUndefined();
    const queued = await database().select().from(outbox).where(eq(outbox.preorderId, id));
    expect(queued.map((r) => r.kind)).not.toContain("staff_address_changed");
    // The page no longer offers either form.
    const page = await (await fetch(`${app.url}${path}`)).text();
    expect(page).not.toContain("Save the correction");
    expect(page).not.toContain("Save prescription");
  });

  test("a correction of an unpaid pre-order e-mails the buyer and alerts no staff", async () => {
    const { id } = await newPreorder(app);
    const path = app.running.services.orderLinks.path((await orderOf(id)).reference);
    const answer = await correct(path, { address: "9 Lake Road, Kolkata, West Bengal 700029" });
    expect(answer.status).toBe(200);
    const kinds = (await database().select().from(outbox).where(eq(outbox.preorderId, id))).map(
      (r) => r.kind,
    );
    expect(kinds).toContain("address_changed");
    expect(kinds).not.toContain("staff_address_changed");
  });

  test("a correction racing the dispatch ends as one of the two, never half of each", async () => {
    for (let round = 0; round < 4; round++) {
      const { id, path } = await booked();
      await setStatus(id, "balance_paid");
      const before = await orderOf(id);
      const [answer, shipped] = await Promise.all([
        correct(path, { address: `${round} Park Street, Kolkata, West Bengal 700016` }),
        applyTransition(database(), { preorderId: id, event: { type: "ship" }, source: "operator" }),
      ]);
      expect(shipped).toMatchObject({ changed: true, to: "shipped" });
      const after = await orderOf(id);
      const changes = await database().select().from(addressChanges).where(eq(addressChanges.preorderId, id));
      if (answer.status === 200) {
        // Corrected first: the order shipped to the new address, and the change is on record.
        expect(after.address).toBe(`${round} Park Street, Kolkata, West Bengal 700016`);
        expect(changes).toHaveLength(1);
      } else {
        expect(answer.status).toBe(409);
        expect(after.address).toBe(before.address);
        expect(changes).toHaveLength(0);
      }
    }
  });
});
