import { expect, test } from "vitest";
import { createSandboxGateway } from "./sandbox.server";

/** A log that keeps what it is given. */
function memoryLog() {
  const lines: { level: string; fields: Record<string, unknown> }[] = [];
  const at = (level: string) => (fields: Record<string, unknown>) => void lines.push({ level, fields });
  return { lines, log: { warn: at("warn"), error: at("error") } as never };
}

/** A captured sandbox payment, ready to refund. */
async function paidPayment(sandbox: ReturnType<typeof createSandboxGateway>) {
  const order = await sandbox.createOrder({ amount: 560_000, currency: "INR", receipt: "r", notes: {} });
  if (!order.ok) throw new Error("no order");
  const paid = sandbox.simulate(order.value.id, "success");
  if (!paid.ok || !("razorpay_payment_id" in paid.value)) throw new Error("not paid");
  await sandbox.settled();
  return paid.value.razorpay_payment_id;
}

test("a webhook whose handler fails is delivered again, the same event id, until it is handled", async () => {
  const { lines, log } = memoryLog();
  const sandbox = createSandboxGateway({ log, retryDelaysMs: [1, 1, 1] });
  const payment = await paidPayment(sandbox);
  const deliveries: { event: string; id: string }[] = [];
  let failures = 2;
  sandbox.setWebhookSink((rawBody, headers) => {
    deliveries.push({
      event: (JSON.parse(rawBody) as { event: string }).event,
      id: headers["x-razorpay-event-id"]!,
    });
    if (failures-- > 0) return Promise.reject(new Error("connection terminated"));
    return Promise.resolve();
  });
  const refund = await sandbox.refund(payment, 100_000, "refund-key-0001");
  expect(refund.ok).toBe(true);
  await sandbox.settled();
  expect(deliveries.map((d) => d.event)).toEqual([
    "refund.processed",
    "refund.processed",
    "refund.processed",
  ]);
  expect(new Set(deliveries.map((d) => d.id)).size).toBe(1);
  expect(lines.filter((l) => l.fields.code === "sandbox_webhook_retry")).toHaveLength(2);
  expect(lines.filter((l) => l.fields.code === "sandbox_webhook_failed")).toHaveLength(0);
});

test("a webhook that keeps failing is logged once with a code and left for the reconciler to find", async () => {
  const { lines, log } = memoryLog();
  const sandbox = createSandboxGateway({ log, retryDelaysMs: [1, 1] });
  const payment = await paidPayment(sandbox);
  let attempts = 0;
  sandbox.setWebhookSink(() => {
    attempts++;
    return Promise.reject(new Error("handler failed"));
  });
  const made = await sandbox.refund(payment, 100_000, "refund-key-0002");
  await sandbox.settled();
  expect(attempts).toBe(3);
  const failed = lines.filter((l) => l.fields.code === "sandbox_webhook_failed");
  expect(failed).toMatchObject([{ level: "error", fields: { event: "refund.processed", attempts: 3 } }]);
  // The reconciler's question: the payment's refunds, ours found by its receipt, processed.
  const listed = await sandbox.fetchPaymentRefunds(payment);
  expect(listed).toMatchObject({
    ok: true,
    value: [{ id: made.ok ? made.value.id : "", receipt: "refund-key-0002", status: "processed" }],
  });
  expect(await sandbox.fetchPaymentRefunds("pay_unknown")).toMatchObject({
    ok: false,
    failure: { kind: "not_found" },
  });
});
