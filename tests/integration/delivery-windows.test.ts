import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { outbox, preorders } from "../../db/schema";
import { deliveryWindowFor } from "../../app/features/fulfilment/server/delivery-windows.server";
import { shipIn } from "../../app/features/fulfilment/server/dispatch.server";
import { setWindowFromConsole } from "../../app/features/operators/server/console-dispatch.server";
import type { Database, DatabaseHandle } from "../../app/lib/db.server";
import { engines, type TestDatabase } from "../support/engines";
import {
  auditRows,
  balancePaidOrder,
  mailsOf,
  openTestDatabase,
  orderRow,
  paidOrder,
} from "../support/fulfilment";

const OPERATOR = "ops@luxid.example";
const START = "2027-09";

/**
 * Delivery windows for ranges of the queue: each buyer whose window changes is mailed once per
 * change, a window saved again mails nobody, and every page reads the window of the buyer's place.
 * Each test works in its own queue mode (test orders queue apart from real ones) or after the
 * places the others use, so they do not see each other's orders.
 */
describe.each(engines())("delivery windows on $name", (engine) => {
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

  const setWindow = (
    form: { queueFrom: number; queueTo?: number; startsOn: string; endsOn: string },
    testOrder = false,
  ) => setWindowFromConsole(db, { operatorEmail: OPERATOR, form, testOrder, deliveryStart: START });
  const windowMails = async (id: string) => (await mailsOf(db, id, "delivery_window_changed")).length;

  test("saving a window twice mails once; a changed window mails exactly once per affected buyer", async () => {
    const [first, second, third] = [await paidOrder(db), await paidOrder(db), await paidOrder(db)];
    const accessories = await paidOrder(db, { items: ["vuering"] });
    const mailsBefore = (await db.select().from(outbox)).length;

    const saved = await setWindow({ queueFrom: 1, queueTo: 2, startsOn: "2027-09-10", endsOn: "2027-09-20" });
    expect(saved).toMatchObject({ covered: 2, told: 2 });
    for (const id of [first.id, second.id]) {
      const mails = await mailsOf(db, id, "delivery_window_changed");
      expect(mails.map((m) => m.subjectKey)).toEqual([saved.windowId]);
      expect(await orderRow(db, id)).toMatchObject({
        deliveryWindowStart: "2027-09-10",
        deliveryWindowEnd: "2027-09-20",
      });
    }
    expect(await windowMails(third.id)).toBe(0);
    expect(await windowMails(accessories.id)).toBe(0);

    // The same window again: a new row for the record, nobody's window changed, nothing queued.
    const again = await setWindow({ queueFrom: 1, queueTo: 2, startsOn: "2027-09-10", endsOn: "2027-09-20" });
    expect(again.windowId).not.toBe(saved.windowId);
    expect(again).toMatchObject({ covered: 2, told: 0 });
    expect((await db.select().from(outbox)).length).toBe(mailsBefore + 2);

    // A real change: one more e-mail for each of the two, about the new window.
    const moved = await setWindow({ queueFrom: 1, queueTo: 2, startsOn: "2027-09-15", endsOn: "2027-09-25" });
    expect(moved).toMatchObject({ covered: 2, told: 2 });
    for (const id of [first.id, second.id]) {
      const mails = await mailsOf(db, id, "delivery_window_changed");
      expect(mails.map((m) => m.subjectKey).sort()).toEqual([saved.windowId, moved.windowId].sort());
    }
    expect(await windowMails(third.id)).toBe(0);
    expect((await db.select().from(outbox)).length).toBe(mailsBefore + 4);

    // Each save is audited, with what it changed.
    const audits = await auditRows(db, "delivery_window.set");
    expect(audits).toHaveLength(3);
    expect(audits.map((a) => a.detail).join("\n")).toContain("2 orders in range, 0 told");

    // Every page reads the window of the buyer's place: the newest covering it, else the default.
    expect(await deliveryWindowFor(db, first.id, START)).toEqual({
      position: 1,
      window: { startsOn: "2027-09-15", endsOn: "2027-09-25" },
      windowId: moved.windowId,
      waveId: null,
    });
    expect(await deliveryWindowFor(db, third.id, START)).toEqual({
      position: 3,
      window: { startsOn: "2027-09-21", endsOn: "2027-09-30" },
      windowId: null,
      waveId: null,
    });
    expect(await deliveryWindowFor(db, accessories.id, START)).toBeNull();
  });

  test("a window equal to what buyers were told (the default) is no news; shipped parcels are left alone", async () => {
    const a = await paidOrder(db, { testOrder: true });
    const shipped = await balancePaidOrder(db, { testOrder: true, prescription: true });
    const shipping = await db.transaction((tx) =>
      shipIn(tx, { preorderId: shipped.id, carrier: "Blue Dart", trackingNumber: "BD12345678" }),
    );
    expect(shipping).toMatchObject({ ok: true, changed: true });

    // Both test orders are places 1 and 2 of the test queue; the default window is Sept 21–30.
    const same = await setWindow({ queueFrom: 1, startsOn: "2027-09-21", endsOn: "2027-09-30" }, true);
    expect(same).toMatchObject({ covered: 1, told: 0 });
    expect(await windowMails(a.id)).toBe(0);
    // The window is now the one set, on the order too; later pages read it from the console's row.
    expect(await orderRow(db, a.id)).toMatchObject({ deliveryWindowStart: "2027-09-21" });
    expect((await deliveryWindowFor(db, a.id, START))?.windowId).toBe(same.windowId);

    const later = await setWindow({ queueFrom: 1, startsOn: "2027-10-01", endsOn: "2027-10-15" }, true);
    expect(later).toMatchObject({ covered: 1, told: 1 });
    expect(await windowMails(a.id)).toBe(1);
    expect(await windowMails(shipped.id)).toBe(0);
    const [parcel] = await db.select().from(preorders).where(eq(preorders.id, shipped.id));
    expect(parcel!.deliveryWindowStart).toBeNull();
  });

  test("a window for test orders never reaches a real buyer, and the other way round", async () => {
    const real = await paidOrder(db);
    const position = (await deliveryWindowFor(db, real.id, START))!.position;
    await setWindow({ queueFrom: 1, startsOn: "2028-01-01", endsOn: "2028-01-10" }, true);
    expect(await windowMails(real.id)).toBe(0);
    expect((await deliveryWindowFor(db, real.id, START))?.windowId).toBeNull();
    const forReal = await setWindow({
      queueFrom: position,
      queueTo: position,
      startsOn: "2027-11-01",
      endsOn: "2027-11-05",
    });
    expect(forReal).toMatchObject({ covered: 1, told: 1 });
    expect((await deliveryWindowFor(db, real.id, START))?.window).toEqual({
      startsOn: "2027-11-01",
      endsOn: "2027-11-05",
    });
  });
});
