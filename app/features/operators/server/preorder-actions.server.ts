import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { AppServices, RequestInfo } from "~/context.server";
import { sendBalanceLink } from "~/features/fulfilment/server/waves.server";
import { paymentDeps } from "~/features/payments/server/payment-deps.server";
import { noteForm, refundRetryForm, reviewForm, type ActionResult } from "../contract";
import { audit } from "~/lib/audit-log.server";
import { dispatchIntent } from "./console-dispatch.server";
import { retryRefundFromConsole } from "./console-refund.server";
import { notFound } from "./not-found.server";
import { addNote } from "./notes.server";
import { resolveReview } from "./review.server";
import type { OperatorSession } from "./session.server";

const fail = (intent: string, field: string, error: string, status: number) =>
  data<ActionResult>({ intent, field, error, message: null }, { status });

const done = (intent: string, message: string): ActionResult => ({
  intent,
  field: null,
  error: null,
  message,
});

/**
 * The order page's operator actions (note, pending refund retry, review, ship and deliver, balance
 * link), chosen by the form's `intent`, each written to the audit log by the service it calls.
 */
export async function preorderAction(
  services: AppServices,
  request: Pick<RequestInfo, "afterResponse">,
  { id, operator, form }: { id: string; operator: OperatorSession; form: FormData },
) {
  const { database } = services;
  const intent = form.get("intent");
  const fields = Object.fromEntries(form);

  if (intent === "note") {
    // Refused with the schema's reply: the form, with or without JavaScript, marks the field.
    const submission = parseWithZod(form, { schema: noteForm });
    if (submission.status !== "success") {
      return data<ActionResult>({ intent: "note", reply: submission.reply() }, { status: 400 });
    }
    const added = await addNote(database.db, {
      preorderId: id,
      operatorEmail: operator.email,
      body: submission.value.body,
    });
    if (added === "missing") throw notFound("No such pre-order");
    if (added === "added") {
      await audit(database.db, { operatorEmail: operator.email, action: "note.added", preorderId: id });
    }
    return done("note", "Note saved.");
  }
  // Only a pending refund is retried here; a new refund is made from its confirmation step
  // (/admin/preorders/:id/refund), which names the amount first.
  if (intent === "refund") {
    const parsed = refundRetryForm.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return fail("refund", String(issue.path[0] ?? "kind"), issue.message, 400);
    }
    const result = await retryRefundFromConsole(paymentDeps(services), {
      preorderId: id,
      operatorEmail: operator.email,
      refundId: parsed.data.refundId,
    });
    return result.ok
      ? done("refund", result.message)
      : fail("refund", result.field, result.error, result.status);
  }
  if (intent === "review") {
    // The order is the page's, whatever the form says (a post without the field included).
    form.set("preorderId", id);
    const submission = parseWithZod(form, { schema: reviewForm });
    if (submission.status !== "success") {
      return data<ActionResult>({ intent: "review", reply: submission.reply() }, { status: 400 });
    }
    const review = { ...submission.value, operatorEmail: operator.email };
    const result = await resolveReview(paymentDeps(services), review);
    return result.ok
      ? done("review", result.message)
      : fail("review", "outcome", result.error, result.status);
  }
  // Dispatch: "Mark shipped" and "Mark delivered" (fulfilment), audited by the console's layer.
  if (intent === "ship" || intent === "deliver") {
    const { status, ...answer } = await dispatchIntent(database.db, {
      intent,
      form,
      preorderId: id,
      operatorEmail: operator.email,
    });
    if (status === 404) throw notFound("No such pre-order");
    if (status === 200) request.afterResponse(() => services.notifications.outbox.wake());
    return status === 200 ? (answer satisfies ActionResult) : data<ActionResult>(answer, { status });
  }
  if (intent === "balance-link") {
    const result = await sendBalanceLink(database.db, { preorderId: id, operatorEmail: operator.email });
    if (!result.ok) return fail("balance-link", "intent", result.error, result.status);
    services.notifications.outbox.wake();
    return done("balance-link", result.message);
  }
  return fail("unknown", "intent", "Unknown action", 400);
}
