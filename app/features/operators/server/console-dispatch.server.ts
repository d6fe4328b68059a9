import { parseWithZod, type SubmissionResult } from "@conform-to/zod/v4";
import {
  runDispatchCsv,
  type CsvInput,
  type CsvReport,
} from "~/features/fulfilment/server/dispatch-csv.server";
import { deliverIn, shipIn, type DispatchOutcome } from "~/features/fulfilment/server/dispatch.server";
import { saveDeliveryWindow, type WindowSaved } from "~/features/fulfilment/server/delivery-windows.server";
import { shipForm, type ShipForm, type WindowForm } from "~/features/fulfilment/shipping-contract";
import type { Database, Transaction } from "~/lib/db.server";
import { audit } from "~/lib/audit-log.server";
import { counted } from "~/lib/plural";

/*
 * The console's fulfilment actions: each change commits together with its audit rows, and a
 * refused attempt is audited too (what was tried and why it was refused).
 */

/** Audit rows of one shipment: the shipment, and the override when it shipped without a prescription. */
async function auditShipment(
  tx: Transaction,
  operatorEmail: string,
  preorderId: string,
  ship: { carrier: string; trackingNumber: string; override?: string | undefined; via?: string },
  overridden: boolean,
) {
  const via = ship.via ? ` (${ship.via})` : "";
  await audit(tx, {
    operatorEmail,
    action: "order.shipped",
    preorderId,
    detail: `${ship.carrier} ${ship.trackingNumber}${via}`,
  });
  if (overridden) {
    await audit(tx, {
      operatorEmail,
      action: "order.prescription_override",
      preorderId,
      detail: ship.override ?? null,
    });
  }
}

/** The outcome, its refusal written to the audit log first (a missing order is not audited). */
async function auditedRefusal(
  db: Database,
  entry: { operatorEmail: string; preorderId: string; action: string },
  outcome: DispatchOutcome,
): Promise<DispatchOutcome> {
  if (!outcome.ok && outcome.status !== 404) await audit(db, { ...entry, detail: outcome.error });
  return outcome;
}

/** "Mark shipped" from an order's console page. */
export async function shipFromConsole(
  db: Database,
  input: { preorderId: string; operatorEmail: string; form: ShipForm },
): Promise<DispatchOutcome> {
  const { preorderId, operatorEmail, form } = input;
  const outcome = await db.transaction(async (tx) => {
    const result = await shipIn(tx, { preorderId, ...form });
    if (result.ok && result.changed) {
      await auditShipment(
        tx,
        operatorEmail,
        preorderId,
        { ...form, override: form.prescriptionOverride },
        result.overridden,
      );
    }
    return result;
  });
  return auditedRefusal(db, { operatorEmail, preorderId, action: "order.ship_refused" }, outcome);
}

/** "Mark delivered" from an order's console page. */
export async function deliverFromConsole(
  db: Database,
  input: { preorderId: string; operatorEmail: string },
): Promise<DispatchOutcome> {
  const { preorderId, operatorEmail } = input;
  const outcome = await db.transaction(async (tx) => {
    const result = await deliverIn(tx, preorderId);
    if (result.ok && result.changed)
      await audit(tx, { operatorEmail, action: "order.delivered", preorderId });
    return result;
  });
  return auditedRefusal(db, { operatorEmail, preorderId, action: "order.deliver_refused" }, outcome);
}

/**
 * Checks or applies a dispatch upload. Applied: one audit row per order changed (and per
 * override) and one for the upload, in the upload's transaction. Refused on apply: one audit row
 * naming the first failing row; nothing else is written.
 */
export async function dispatchUploadFromConsole(
  db: Database,
  input: CsvInput & { operatorEmail: string; apply: boolean },
): Promise<CsvReport> {
  const { operatorEmail } = input;
  const report = await runDispatchCsv(db, input, {
    apply: input.apply,
    alsoInTransaction: async (tx, done) => {
      for (const row of done.rows) {
        if (row.outcome !== "ready" || !row.preorderId) continue;
        if (done.kind === "ship") {
          const override = input.overrides[row.reference];
          await auditShipment(
            tx,
            operatorEmail,
            row.preorderId,
            { carrier: row.carrier!, trackingNumber: row.trackingNumber!, override, via: "CSV upload" },
            row.overridden === true,
          );
        } else {
          await audit(tx, {
            operatorEmail,
            action: "order.delivered",
            preorderId: row.preorderId,
            detail: "CSV upload",
          });
        }
      }
      await audit(tx, {
        operatorEmail,
        action: `upload.${done.kind}`,
        detail: `${done.rows.filter((r) => r.outcome === "ready").length} changed, ${done.rows.filter((r) => r.outcome === "unchanged").length} unchanged`,
      });
    },
  });
  if (input.apply && !report.applied) {
    const first = report.rows.find((r) => r.outcome !== "ready" && r.outcome !== "unchanged");
    await audit(db, {
      operatorEmail,
      action: `upload.${input.kind}_refused`,
      detail: report.problem ?? (first ? `row ${first.row}: ${first.message}` : "refused"),
    });
  }
  return report;
}

/** Saves a delivery window for a range of the queue, audited with what it changed. */
export async function setWindowFromConsole(
  db: Database,
  input: { operatorEmail: string; form: WindowForm; testOrder: boolean; deliveryStart: string },
): Promise<WindowSaved> {
  const { form, operatorEmail } = input;
  return db.transaction(async (tx) => {
    const saved = await saveDeliveryWindow(tx, {
      queueFrom: form.queueFrom,
      queueTo: form.queueTo ?? null,
      startsOn: form.startsOn,
      endsOn: form.endsOn,
      testOrder: input.testOrder,
      setBy: operatorEmail,
      deliveryStart: input.deliveryStart,
    });
    await audit(tx, {
      operatorEmail,
      action: "delivery_window.set",
      detail: `places ${form.queueFrom}–${form.queueTo ?? "end"}: ${form.startsOn} to ${form.endsOn}; window ${saved.windowId}; ${counted(saved.covered, "order")} in range, ${saved.told} told`,
    });
    return saved;
  });
}

/** What the order page's ship and deliver forms answer: the page shows it by the form. */
export interface DispatchAnswer {
  status: number;
  intent: "ship" | "deliver";
  field: string | null;
  error: string | null;
  message: string | null;
  /** The ship form checked with its schema, and any refusal of a field, for `useConsoleForm`. */
  reply?: SubmissionResult<string[]>;
}

/** The order page's "ship" and "deliver" intents, from the posted form to the answer shown. */
export async function dispatchIntent(
  db: Database,
  input: { intent: "ship" | "deliver"; form: FormData; preorderId: string; operatorEmail: string },
): Promise<DispatchAnswer> {
  const { intent, preorderId, operatorEmail } = input;
  const answer = (status: number, field: string | null, error: string | null, message: string | null) => ({
    status,
    intent,
    field,
    error,
    message,
  });
  if (intent === "deliver") {
    const outcome = await deliverFromConsole(db, { preorderId, operatorEmail });
    if (!outcome.ok) return answer(outcome.status, outcome.field, outcome.error, null);
    return answer(
      200,
      null,
      null,
      outcome.changed ? "Marked delivered. The buyer is e-mailed." : "Already delivered.",
    );
  }
  const submission = parseWithZod(input.form, { schema: shipForm });
  if (submission.status !== "success") return { ...answer(400, null, null, null), reply: submission.reply() };
  const outcome = await shipFromConsole(db, { preorderId, operatorEmail, form: submission.value });
  if (!outcome.ok) {
    // A refusal about a field (the reason, the tracking number) is said by it, what was typed kept.
    const byField = outcome.field === "prescriptionOverride" || outcome.field === "trackingNumber";
    const reply = submission.reply(
      byField ? { fieldErrors: { [outcome.field]: [outcome.error] } } : { formErrors: [outcome.error] },
    );
    return { ...answer(outcome.status, null, null, null), reply };
  }
  if (!outcome.changed)
    return answer(200, null, null, "Already shipped with this carrier and tracking number.");
  const shipped = submission.value;
  return answer(
    200,
    null,
    null,
    `Marked shipped with ${shipped.carrier}, ${shipped.trackingNumber}. The buyer is e-mailed the tracking number.`,
  );
}
