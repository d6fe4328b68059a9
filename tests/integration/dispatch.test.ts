import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  deliverFromConsole,
  dispatchUploadFromConsole,
  shipFromConsole,
} from "../../app/features/operators/server/console-dispatch.server";
import type { DispatchKind } from "../../app/features/fulfilment/shipping-contract";
import type { Database, DatabaseHandle } from "../../app/lib/db.server";
import { engines, type TestDatabase } from "../support/engines";
import {
  auditRows,
  balancePaidOrder,
  mailsOf,
  openTestDatabase,
  orderRow,
  paidOrder,
  transitionsInto,
} from "../support/fulfilment";

const OPERATOR = "ops@luxid.example";

/**
 * Dispatch and delivery from the console: one order at a time, or a CSV upload applied in one
 * transaction. The transition writes the timeline and queues the buyer's e-mail; the console's
 * layer writes the audit rows with it.
 */
describe.each(engines())("dispatch on $name", (engine) => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    testDb = await engine.create();
    handle = await openTestDatabase(testDb);
    db = handle.db;
  });
  afterAll(async () => {
    await handle?.close();
    await testDb?.drop();
  });

  const upload = (kind: DispatchKind, text: string, apply: boolean, overrides: Record<string, string> = {}) =>
    dispatchUploadFromConsole(db, { kind, text, overrides, apply, operatorEmail: OPERATOR });
  const status = async (id: string) => (await orderRow(db, id)).status;
  const dispatchMails = async (id: string) => (await mailsOf(db, id, "order_dispatched")).length;

  test("a dispatch without prescription is refused without an override and passes with one (audited)", async () => {
    const order = await balancePaidOrder(db);
    const form = { carrier: "Blue Dart", trackingNumber: "BD10000001" };

    const refused = await shipFromConsole(db, { preorderId: order.id, operatorEmail: OPERATOR, form });
    expect(refused).toMatchObject({
      ok: false,
      status: 409,
      field: "prescriptionOverride",
      needsOverride: true,
    });
    expect(await status(order.id)).toBe("balance_paid");
    expect(await dispatchMails(order.id)).toBe(0);
    expect(await auditRows(db, "order.ship_refused", order.id)).toHaveLength(1);
    expect(await auditRows(db, "order.shipped", order.id)).toHaveLength(0);

    const reason = "Buyer confirmed by phone that plain lenses are fine";
    const shipped = await shipFromConsole(db, {
      preorderId: order.id,
      operatorEmail: OPERATOR,
      form: { ...form, prescriptionOverride: reason },
    });
    expect(shipped).toMatchObject({ ok: true, changed: true, overridden: true });
    const row = await orderRow(db, order.id);
    expect(row).toMatchObject({
      status: "shipped",
      carrier: "Blue Dart",
      trackingNumber: "BD10000001",
      prescriptionOverride: reason,
    });
    expect(row.shippedAt).toBeInstanceOf(Date);
    expect(await dispatchMails(order.id)).toBe(1);
    expect(await transitionsInto(db, order.id, "shipped")).toHaveLength(1);
    expect(await auditRows(db, "order.shipped", order.id)).toMatchObject([
      { detail: "Blue Dart BD10000001" },
    ]);
    expect(await auditRows(db, "order.prescription_override", order.id)).toMatchObject([{ detail: reason }]);

    // The same shipment again (a double submit) changes nothing; another tracking number is refused.
    expect(await shipFromConsole(db, { preorderId: order.id, operatorEmail: OPERATOR, form })).toMatchObject({
      ok: true,
      changed: false,
    });
    expect(
      await shipFromConsole(db, {
        preorderId: order.id,
        operatorEmail: OPERATOR,
        form: { carrier: "DHL", trackingNumber: "DH99" },
      }),
    ).toMatchObject({ ok: false, status: 409 });
    expect(await dispatchMails(order.id)).toBe(1);

    // Delivered once, mailed once.
    expect(await deliverFromConsole(db, { preorderId: order.id, operatorEmail: OPERATOR })).toMatchObject({
      ok: true,
      changed: true,
    });
    expect(await deliverFromConsole(db, { preorderId: order.id, operatorEmail: OPERATOR })).toMatchObject({
      ok: true,
      changed: false,
    });
    expect(await status(order.id)).toBe("delivered");
    expect((await mailsOf(db, order.id, "order_delivered")).length).toBe(1);
    expect(await auditRows(db, "order.delivered", order.id)).toHaveLength(1);
  });

  test("an accessory-only order needs no prescription; an order whose balance is unpaid does not ship", async () => {
    const accessories = await balancePaidOrder(db, { items: ["vuering"] });
    const form = { carrier: "dtdc", trackingNumber: "D 1234 5678" };
    expect(
      await shipFromConsole(db, { preorderId: accessories.id, operatorEmail: OPERATOR, form }),
    ).toMatchObject({
      ok: true,
      overridden: false,
    });
    const unpaid = await paidOrder(db);
    const refused = await shipFromConsole(db, { preorderId: unpaid.id, operatorEmail: OPERATOR, form });
    expect(refused).toMatchObject({ ok: false, status: 409, field: "status" });
    expect(!refused.ok && refused.error).toContain('"Booked"');
    expect(await status(unpaid.id)).toBe("paid");
  });

  test("an invalid CSV row rejects the whole upload with a row-numbered error and changes nothing", async () => {
    const orders = [
      await balancePaidOrder(db, { prescription: true }),
      await balancePaidOrder(db, { prescription: true }),
    ];
    const notYet = await paidOrder(db);
    const csv = [
      "reference,carrier,tracking_number",
      `${orders[0]!.reference},Blue Dart,BD20000001`,
      `${orders[1]!.reference.toLowerCase()},bluedart,BD20000002`,
      `${notYet.reference},Delhivery,DL20000003`,
    ].join("\r\n");

    for (const apply of [false, true]) {
      const report = await upload("ship", csv, apply);
      expect(report.applied).toBe(false);
      expect(report.rows.map((r) => [r.row, r.outcome])).toEqual([
        [2, "ready"],
        [3, "ready"],
        [4, "error"],
      ]);
      expect(report.rows[2]!.message).toContain(notYet.reference);
      expect(report.rows[1]).toMatchObject({ carrier: "Blue Dart", trackingNumber: "BD20000002" });
    }
    for (const o of [...orders, notYet]) {
      expect(await status(o.id)).not.toBe("shipped");
      expect(await dispatchMails(o.id)).toBe(0);
      expect(await transitionsInto(db, o.id, "shipped")).toHaveLength(0);
      expect(await auditRows(db, "order.shipped", o.id)).toHaveLength(0);
    }
    expect((await auditRows(db, "upload.ship_refused")).at(-1)!.detail).toMatch(/^row 4: /);

    // Unknown references, duplicates and bad cells are reported by row too, all in one report.
    const messy = await upload(
      "ship",
      [
        "tracking_number,reference,carrier",
        `BD1,${orders[0]!.reference},Blue Dart`,
        "BD20000009,LX-ZZZZZZ,Blue Dart",
        `BD20000002,${orders[1]!.reference},Blue Dart`,
        `BD20000003,${orders[1]!.reference},Blue Dart`,
      ].join("\n"),
      true,
    );
    expect(messy.rows.map((r) => [r.row, r.outcome])).toEqual([
      [2, "error"],
      [3, "error"],
      [4, "ready"],
      [5, "error"],
    ]);
    expect(messy.rows[0]!.message).toMatch(/tracking number/);
    expect(messy.rows[1]!.message).toContain("LX-ZZZZZZ");
    expect(messy.rows[3]!.message).toContain("listed twice (also row 4)");
    expect(await status(orders[1]!.id)).toBe("balance_paid");

    // Without the bad row, every order ships in one go, one e-mail each, each audited.
    const good = await upload("ship", csv.split("\r\n").slice(0, 3).join("\r\n"), true);
    expect(good.applied).toBe(true);
    for (const o of orders) {
      expect(await status(o.id)).toBe("shipped");
      expect(await dispatchMails(o.id)).toBe(1);
      expect(await auditRows(db, "order.shipped", o.id)).toHaveLength(1);
    }
    // The same file again: already shipped so, left as it is, nothing new.
    const again = await upload("ship", csv.split("\r\n").slice(0, 3).join("\r\n"), true);
    expect(again.rows.map((r) => r.outcome)).toEqual(["unchanged", "unchanged"]);
    expect(await dispatchMails(orders[0]!.id)).toBe(1);
  });

  test("CSV rows missing a prescription need an override in the preview step", async () => {
    const withRx = await balancePaidOrder(db, { prescription: true });
    const without = await balancePaidOrder(db);
    const csv = `reference,carrier,tracking_number\n${withRx.reference},UPS,1Z0000000001\n${without.reference},UPS,1Z0000000002\n`;

    const preview = await upload("ship", csv, false);
    expect(preview.rows.map((r) => r.outcome)).toEqual(["ready", "needs_override"]);
    const refused = await upload("ship", csv, true);
    expect(refused.applied).toBe(false);
    expect(await status(withRx.id)).toBe("balance_paid");

    const short = await upload("ship", csv, true, { [without.reference]: "ok" });
    expect(short.applied).toBe(false);
    expect(short.rows[1]).toMatchObject({ outcome: "needs_override" });
    expect(short.rows[1]!.message).toMatch(/in a few words/);

    const reason = "Prescription sent by e-mail, lenses fitted from it";
    const applied = await upload("ship", csv, true, { [without.reference]: reason });
    expect(applied.applied).toBe(true);
    expect(await orderRow(db, without.id)).toMatchObject({ status: "shipped", prescriptionOverride: reason });
    expect(await auditRows(db, "order.prescription_override", without.id)).toMatchObject([
      { detail: reason },
    ]);
    expect(await auditRows(db, "order.prescription_override", withRx.id)).toHaveLength(0);
    expect((await orderRow(db, withRx.id)).prescriptionOverride).toBeNull();
  });

  test("delivered by CSV: reference only, all or nothing", async () => {
    const shipped = await balancePaidOrder(db, { prescription: true });
    const stillHere = await balancePaidOrder(db, { prescription: true });
    await upload("ship", `reference,carrier,tracking_number\n${shipped.reference},FedEx,FX0000000001`, true);

    const refused = await upload("deliver", `reference\n${shipped.reference}\n${stillHere.reference}`, true);
    expect(refused.applied).toBe(false);
    expect(refused.rows[1]).toMatchObject({ row: 3, outcome: "error" });
    expect(refused.rows[1]!.message).toContain("only a shipped order can be delivered");
    expect(await status(shipped.id)).toBe("shipped");
    expect((await mailsOf(db, shipped.id, "order_delivered")).length).toBe(0);

    // The shipping file itself works too: extra columns are ignored.
    const delivered = await upload(
      "deliver",
      `reference,carrier,tracking_number\n${shipped.reference},FedEx,FX0000000001`,
      true,
    );
    expect(delivered.applied).toBe(true);
    expect(await status(shipped.id)).toBe("delivered");
    expect((await mailsOf(db, shipped.id, "order_delivered")).length).toBe(1);
    expect(await auditRows(db, "upload.deliver")).toHaveLength(1);
  });

  test("a file that cannot be read is refused whole, naming the row", async () => {
    expect((await upload("ship", "reference,carrier\nLX-AAAAAA,DHL", true)).problem).toBe(
      "Row 1: the header must name the columns reference,carrier,tracking_number (missing: tracking_number)",
    );
    expect((await upload("ship", 'reference,carrier,tracking_number\nLX-AAAAAA,"DHL,1', false)).problem).toBe(
      "Row 2: a quote that is never closed",
    );
    expect((await upload("deliver", "reference\n", false)).problem).toBe(
      "No orders are listed below the header",
    );
    expect((await upload("deliver", "", false)).problem).toBe("The file is empty");
  });
});
