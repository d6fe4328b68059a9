import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { documentCounters, documents } from "../../db/schema";
import type { DocumentContent } from "../../app/features/documents/contract";
import { issueDocument } from "../../app/features/documents/server/issue.server";
import { renderDocumentPdf } from "../../app/features/documents/server/pdf.server";
import { setDocumentSeller } from "../../app/features/documents/server/seller.server";
import {
  saveSupplyAddress,
  supplyAddressState,
} from "../../app/features/documents/server/supply-address.server";
import { shipFromConsole } from "../../app/features/operators/server/console-dispatch.server";
import { applyTransition } from "../../app/features/orders/server/state-machine.server";
import { openDatabase, type Database, type DatabaseHandle } from "../../app/lib/db.server";
import { parseEnv } from "../../app/lib/env.server";
import { engines, type TestDatabase } from "../support/engines";
import { balancePaidOrder, openTestDatabase, orderRow, paidOrder, savedOrder } from "../support/fulfilment";
import { pdfText } from "../support/pdf-text";

const OPERATOR = "ops@luxid.example";

/** A live shop registered in Karnataka, with or without a Letter of Undertaking for exports. */
function karnatakaSeller(lut?: string) {
  return parseEnv({
    RAZORPAY_KEY_ID: "rzp_live_docs",
    RAZORPAY_KEY_SECRET: "secret",
    RAZORPAY_WEBHOOK_SECRET: "whsec",
    SELLER_LEGAL_NAME: "Luxid Technologies Private Limited",
    SELLER_GSTIN: "29AAACL1234K1ZK",
    SELLER_ADDRESS: "12 Residency Road, Bengaluru, Karnataka 560025",
    GRIEVANCE_OFFICER: "Asha Rao",
    GRIEVANCE_EMAIL: "grievance@luxid.example",
    ...(lut ? { SELLER_LUT: lut } : {}),
  }).SELLER;
}

async function documentsOf(db: Database, preorderId: string) {
  const rows = await db
    .select()
    .from(documents)
    .where(eq(documents.preorderId, preorderId))
    .orderBy(asc(documents.issuedAt), asc(documents.number));
  return rows.map((r) => ({ ...r, content: r.content as DocumentContent }));
}

/** Every line's taxable value and tax add up to what the buyer paid for it, to the paisa. */
function expectLinesAddUp(content: DocumentContent) {
  for (const line of content.lines) {
    expect(line.taxable + line.cgst + line.sgst + line.igst, line.description).toBe(line.inclusive);
  }
  const t = content.totals;
  expect(t.taxable + t.cgst + t.sgst + t.igst).toBe(t.total);
}

describe.each(engines())("GST documents on $name", (engine) => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    setDocumentSeller(karnatakaSeller());
    testDb = await engine.create();
    handle = await openTestDatabase(testDb);
    db = handle.db;
  });
  afterAll(async () => {
    await handle?.close();
    await testDb?.drop();
    setDocumentSeller(parseEnv({}).SELLER);
  });

  const ship = (preorderId: string) =>
    shipFromConsole(db, {
      preorderId,
      operatorEmail: OPERATOR,
      form: { carrier: "Blue Dart", trackingNumber: `BD${preorderId.slice(0, 8)}` },
    });

  test("a Karnataka buyer: a receipt voucher per advance, then a tax invoice with CGST + SGST and no IGST", async () => {
    const order = await balancePaidOrder(db, { prescription: true, items: ["glasses", "vue-visor"] });
    const row = await orderRow(db, order.id);
    const vouchers = await documentsOf(db, order.id);
    expect(vouchers.map((d) => [d.kind, d.subjectKey, d.amount])).toEqual([
      ["receipt_voucher", "booking", row.preorderAmount],
      ["receipt_voucher", "balance", row.balanceAmount],
    ]);
    expect(vouchers[0]!.number).toMatch(/^RV\d{4}-\d{6}$/);
    expect(vouchers[0]!.content.advance?.taxPosition).toMatch(/No GST is payable on this advance/);

    expect(await ship(order.id)).toMatchObject({ ok: true, changed: true });
    expect(await ship(order.id)).toMatchObject({ ok: true, changed: false });
    const [invoice, ...more] = (await documentsOf(db, order.id)).filter((d) => d.kind === "tax_invoice");
    expect(more).toEqual([]);
    const content = invoice!.content;
    expect(invoice!.number).toMatch(/^INV\d{4}-\d{6}$/);
    expect(invoice!.number.length).toBeLessThanOrEqual(16);
    expect(content.placeOfSupply).toMatchObject({ type: "india", stateCode: "29", stateName: "Karnataka" });
    expect(content.totals.igst).toBe(0);
    expect(content.totals.cgst).toBeGreaterThan(0);
    // Each line's tax halved: SGST takes an odd paisa.
    for (const line of content.lines) expect([0, 1]).toContain(line.sgst - line.cgst);
    expect(content.totals.total).toBe(row.preorderAmount + row.balanceAmount!);
    expect(content.lines.map((l) => [l.hsn, l.ratePercent])).toEqual([
      ["8528", 18],
      ["9004", 5],
    ]);
    expectLinesAddUp(content);
    expect(content.advancesReceived?.map((a) => a.number)).toEqual(vouchers.map((v) => v.number));
    expect(invoice!.testDocument).toBe(false);
  });

  test("a Maharashtra buyer's invoice has IGST only", async () => {
    const order = await balancePaidOrder(db, {
      prescription: true,
      address: "Flat 4, Marine Drive, Mumbai 400 020",
    });
    await ship(order.id);
    const invoice = (await documentsOf(db, order.id)).find((d) => d.kind === "tax_invoice")!;
    expect(invoice.placeOfSupply).toBe("27");
    expect(invoice.content.totals).toMatchObject({ cgst: 0, sgst: 0 });
    expect(invoice.content.totals.igst).toBeGreaterThan(0);
    expectLinesAddUp(invoice.content);
  });

  test("a German buyer's invoice carries the LUT endorsement when SELLER_LUT is set, IGST when not", async () => {
    setDocumentSeller(karnatakaSeller("AD2903250001234"));
    try {
      const order = await balancePaidOrder(db, {
        prescription: true,
        country: "DE",
        address: "Torstraße 1, 10119 Berlin",
      });
      await ship(order.id);
      const invoice = (await documentsOf(db, order.id)).find((d) => d.kind === "tax_invoice")!;
      expect(invoice.currency).toBe("EUR");
      expect(invoice.placeOfSupply).toBe("DE");
      expect(invoice.content.endorsement).toBe(
        "Supply meant for export under LUT without payment of IGST (LUT AD2903250001234)",
      );
      expect(invoice.content.totals).toMatchObject({ cgst: 0, sgst: 0, igst: 0 });
      expectLinesAddUp(invoice.content);
    } finally {
      setDocumentSeller(karnatakaSeller());
    }
    const withoutLut = await balancePaidOrder(db, {
      prescription: true,
      country: "DE",
      address: "Torstraße 1, 10119 Berlin",
    });
    await ship(withoutLut.id);
    const invoice = (await documentsOf(db, withoutLut.id)).find((d) => d.kind === "tax_invoice")!;
    expect(invoice.content.endorsement).toBeUndefined();
    expect(invoice.content.totals.igst).toBeGreaterThan(0);
  });

  test("a refund before dispatch gets a refund voucher, one after it a credit note; each once", async () => {
    const before = await balancePaidOrder(db, { prescription: true });
    const refundId = crypto.randomUUID();
    await db.transaction(async (tx) => {
      expect(
        await issueDocument(tx, { kind: "refund", preorderId: before.id, refundId, amount: 100_000 }),
      ).not.toBeNull();
      expect(
        await issueDocument(tx, { kind: "refund", preorderId: before.id, refundId, amount: 100_000 }),
      ).toBeNull();
    });
    const voucher = (await documentsOf(db, before.id)).find((d) => d.kind === "refund_voucher")!;
    expect(voucher).toMatchObject({ amount: 100_000, subjectKey: refundId });
    expect(voucher.content.corrects?.kind).toBe("receipt_voucher");

    const after = await balancePaidOrder(db, { prescription: true });
    await ship(after.id);
    const row = await orderRow(db, after.id);
    const paid = row.preorderAmount + row.balanceAmount!;
    await db.transaction((tx) =>
      issueDocument(tx, {
        kind: "refund",
        preorderId: after.id,
        refundId: crypto.randomUUID(),
        amount: paid,
      }),
    );
    const note = (await documentsOf(db, after.id)).find((d) => d.kind === "credit_note")!;
    const invoice = (await documentsOf(db, after.id)).find((d) => d.kind === "tax_invoice")!;
    expect(note.amount).toBe(paid);
    expect(note.correctsId).toBe(invoice.id);
    expect(note.content.totals).toEqual(invoice.content.totals);
    expectLinesAddUp(note.content);
  });

  test("an address naming no state: the buyer's PIN code and state make the place of supply", async () => {
    const order = await balancePaidOrder(db, {
      prescription: true,
      address: "Flat 2, Sea View, Marine Drive, Mumbai",
    });
    expect(await supplyAddressState(db, order.reference)).toEqual({ needed: true, given: null });
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [k, v] of Object.entries(fields)) data.set(k, v);
      return data;
    };
    expect(
      await saveSupplyAddress(
        db,
        order.reference,
        form({ postalCode: "400020", stateCode: "29", city: "Mumbai" }),
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
      answer: { fieldErrors: { stateCode: "PIN code 400020 is in Maharashtra" } },
    });
    expect(
      await saveSupplyAddress(
        db,
        order.reference,
        form({ postalCode: "400020", stateCode: "27", city: "Mumbai" }),
      ),
    ).toEqual({ ok: true });
    expect(await supplyAddressState(db, order.reference)).toEqual({
      needed: false,
      given: { postalCode: "400020", stateName: "Maharashtra", city: "Mumbai" },
    });

    await ship(order.id);
    const invoice = (await documentsOf(db, order.id)).find((d) => d.kind === "tax_invoice")!;
    expect(invoice.content.placeOfSupply).toMatchObject({ stateCode: "27", derived: true });
    expect(invoice.content.totals.igst).toBeGreaterThan(0);
    expect(invoice.content.buyer.address).toBe(
      "Flat 2, Sea View, Marine Drive, Mumbai\nMumbai 400020, Maharashtra",
    );
    // Shipped: the invoice is made, the address no longer changes.
    expect(
      await saveSupplyAddress(
        db,
        order.reference,
        form({ postalCode: "560001", stateCode: "29", city: "Bengaluru" }),
      ),
    ).toEqual({
      ok: false,
      status: 409,
    });
  });

  test("a document is never edited or deleted", async () => {
    const order = await paidOrder(db);
    const [voucher] = await documentsOf(db, order.id);
    await expect(
      db.update(documents).set({ amount: 1 }).where(eq(documents.id, voucher!.id)),
    ).rejects.toThrow();
    await expect(db.delete(documents).where(eq(documents.id, voucher!.id))).rejects.toThrow();
    expect((await documentsOf(db, order.id))[0]!.amount).toBe(voucher!.amount);
  });

  test("test orders are numbered in their own series, marked as test documents", async () => {
    const order = await paidOrder(db, { testOrder: true });
    const [voucher] = await documentsOf(db, order.id);
    expect(voucher!.number).toMatch(/^TRV\d{4}-\d{6}$/);
    expect(voucher!.testDocument).toBe(true);
    expect(voucher!.content.testNotice).toMatch(/TEST DOCUMENT/);
  });

  test("the PDF's text holds the GSTIN, HSN codes, the number and the amounts", async () => {
    const order = await balancePaidOrder(db, { prescription: true, items: ["glasses", "vuering"] });
    await ship(order.id);
    const invoice = (await documentsOf(db, order.id)).find((d) => d.kind === "tax_invoice")!;
    const text = await pdfText(await renderDocumentPdf(invoice.content));
    expect(text).toContain(invoice.number);
    expect(text).toContain("GSTIN: 29AAACL1234K1ZK");
    expect(text).toContain("8528");
    expect(text).toContain("8471");
    expect(text).toContain("Place of supply: Karnataka (29)");
    expect(text).toContain(
      `Total: INR ${new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2 }).format(invoice.amount / 100)}`,
    );
  });

  test("two instances paying 200 bookings at once leave one unbroken sequence of receipt vouchers", async () => {
    const second = await openDatabase({ databaseUrl: testDb.env.DATABASE_URL, dataDir: "memory://" });
    // PGlite is one process's database: its "second instance" is the same handle, as in production.
    const other = testDb.engine === "postgres" ? second.db : db;
    try {
      // The series' counter before: the vouchers of earlier tests in this file.
      const counters = await db.select().from(documentCounters).where(eq(documentCounters.series, "RV"));
      const before = counters.reduce((max, c) => Math.max(max, c.lastNumber), 0);
      const orders: { id: string; amount: number }[] = [];
      for (let i = 0; i < 200; i++) {
        const { id } = await savedOrder(db);
        orders.push({ id, amount: (await orderRow(db, id)).preorderAmount });
      }
      await Promise.all(
        orders.map((o, i) =>
          applyTransition(i % 2 ? other : db, {
            preorderId: o.id,
            event: { type: "payment_captured", amount: o.amount, currency: "INR" },
            source: "webhook",
          }),
        ),
      );
      const issued = await db
        .select({ number: documents.number, preorderId: documents.preorderId, amount: documents.amount })
        .from(documents)
        .where(and(eq(documents.kind, "receipt_voucher"), eq(documents.series, "RV")));
      const mine = issued.filter((d) => orders.some((o) => o.id === d.preorderId));
      expect(mine).toHaveLength(200);
      for (const d of mine) expect(d.amount).toBe(orders.find((o) => o.id === d.preorderId)!.amount);
      const sequence = mine.map((d) => Number(d.number.split("-")[1])).sort((a, b) => a - b);
      expect(sequence).toEqual(Array.from({ length: 200 }, (_, i) => before + i + 1));
    } finally {
      await second.close();
    }
  }, 120_000);
});
