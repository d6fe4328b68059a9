import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP server speaking the part of Razorpay's REST API the adapter uses (orders, an order's
 * payments, a payment, refunds with X-Refund-Idempotency and a payment's refunds), with Basic auth, and switches for the
 * failures payment code must survive.
 */
export type FakeBehaviour =
  | "normal"
  | "not_found"
  | "slow"
  | "server_error"
  | "malformed"
  /** Slow, and the request is carried out even when the client has given up waiting. */
  | "slow_made"
  /** A refund request is carried out, then answered 502 (other requests answer 502 only). */
  | "server_error_made";

interface FakeOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: "created" | "attempted" | "paid";
  notes: Record<string, string>;
  attempts: number;
  created_at: number;
}

interface FakePayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  order_id: string;
  method: "card";
  captured: boolean;
  error_code: string | null;
  error_description: string | null;
  amount_refunded: number;
  refund_status: "partial" | "full" | null;
  created_at: number;
}

interface FakeRefund {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  status: "pending" | "processed" | "failed";
  speed_requested: string;
  created_at: number;
  /** The request's idempotency key and body, to answer a retry like Razorpay does. */
  idempotencyKey: string | undefined;
  body: string;
}

export type RefundEvent = "refund.created" | "refund.processed" | "refund.failed" | "payment.refunded";

export interface FakeRazorpay {
  url: string;
  port: number;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  behaviour: FakeBehaviour;
  /** How long "slow" waits before answering. */
  slowMs: number;
  orders: Map<string, FakeOrder>;
  payments: Map<string, FakePayment>;
  /** Refunds by id. New refunds start `pending` unless `refundsProcessAtOnce` is set. */
  refunds: Map<string, FakeRefund>;
  refundsProcessAtOnce: boolean;
  /** Requests seen, as "METHOD /path". */
  requests: string[];
  /** A captured payment of the order, as checkout would report it; `amount` overrides the order's. */
  pay(orderId: string, options?: { amount?: number; currency?: string }): CheckoutResult;
  /** A failed payment attempt of the order. */
  fail(orderId: string): { paymentId: string };
  /** A signed webhook body and headers for an event of a payment. */
  webhook(
    event: "payment.captured" | "order.paid" | "payment.failed",
    paymentId: string,
  ): {
    body: string;
    headers: Record<string, string>;
  };
  /** Moves a refund to processed or failed, as Razorpay does some time after creating it. */
  settleRefund(refundId: string, outcome: "processed" | "failed"): void;
  /** A signed webhook about a refund, with the refund and its payment, as Razorpay sends it. */
  refundWebhook(event: RefundEvent, refundId: string): { body: string; headers: Record<string, string> };
  /** Closes the port: connections are refused until `restart()`. */
  stop(): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

interface CheckoutResult {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

const rid = (prefix: string) => `${prefix}_${randomBytes(7).toString("hex")}`;
const hmac = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest("hex");

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = "rzp_test_fake";
  const keySecret = randomBytes(16).toString("hex");
  const webhookSecret = randomBytes(16).toString("hex");
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
  const sockets = new Set<import("node:net").Socket>();

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const notFound = (res: ServerResponse) =>
    send(res, 404, { error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? "/").split("?")[0]!;
    fake.requests.push(`${req.method} ${path}`);
    if (req.headers.authorization !== expectedAuth) {
      return send(res, 401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
    }
    if (fake.behaviour === "slow" || fake.behaviour === "slow_made") {
      const abandonable = fake.behaviour === "slow";
      await new Promise((r) => setTimeout(r, fake.slowMs));
      if (res.destroyed && abandonable) return;
    }
    if (fake.behaviour === "server_error_made") {
      const refundOf = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
      if (req.method === "POST" && refundOf) {
        const discard = { writeHead: () => discard, end: () => discard } as unknown as ServerResponse;
        createRefund(discard, refundOf[1]!, req, Buffer.concat(chunks).toString("utf8"));
      }
      return send(res, 502, { error: { code: "SERVER_ERROR" } });
    }
    if (fake.behaviour === "not_found") return notFound(res);
    if (fake.behaviour === "server_error") return send(res, 502, { error: { code: "SERVER_ERROR" } });
    if (fake.behaviour === "malformed") {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end('{"id": "order_x", "amount": "lots"');
    }

    if (req.method === "POST" && path === "/v1/orders") {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
        amount: number;
        currency: string;
        receipt?: string;
        notes?: Record<string, string>;
      };
      if (!Number.isInteger(body.amount) || body.amount < 100) {
        return send(res, 400, { error: { code: "BAD_REQUEST_ERROR", description: "amount invalid" } });
      }
      const order: FakeOrder = {
        id: rid("order"),
        entity: "order",
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: body.currency,
        receipt: body.receipt ?? null,
        status: "created",
        notes: body.notes ?? {},
        attempts: 0,
        created_at: Math.floor(Date.now() / 1000),
      };
      fake.orders.set(order.id, order);
      return send(res, 200, order);
    }
    let m = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
    if (req.method === "GET" && m) {
      if (!fake.orders.has(m[1]!)) return notFound(res);
      const items = [...fake.payments.values()].filter((p) => p.order_id === m![1]);
      return send(res, 200, { entity: "collection", count: items.length, items });
    }
    m = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path);
    if (req.method === "GET" && m) {
      // Razorpay lists a payment's refunds newest first, as a collection.
      if (!fake.payments.has(m[1]!)) return notFound(res);
      const items = [...fake.refunds.values()]
        .filter((r) => r.payment_id === m![1])
        .reverse()
        .map(publicRefund);
      return send(res, 200, { entity: "collection", count: items.length, items });
    }
    m = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (req.method === "POST" && m)
      return createRefund(res, m[1]!, req, Buffer.concat(chunks).toString("utf8"));
    m = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (req.method === "GET" && m) {
      const payment = fake.payments.get(m[1]!);
      return payment ? send(res, 200, payment) : notFound(res);
    }
    return notFound(res);
  }

  const badRequest = (res: ServerResponse, description: string) =>
    send(res, 400, { error: { code: "BAD_REQUEST_ERROR", description } });

  /** POST /v1/payments/:id/refund, with Razorpay's rules for idempotency keys and amounts. */
  function createRefund(res: ServerResponse, paymentId: string, req: IncomingMessage, raw: string) {
    const key = req.headers["x-refund-idempotency"];
    const idempotencyKey = typeof key === "string" ? key : undefined;
    if (idempotencyKey !== undefined && !/^[A-Za-z0-9_-]{10,}$/.test(idempotencyKey)) {
      return badRequest(res, "The idempotency key is invalid");
    }
    if (idempotencyKey) {
      const seen = [...fake.refunds.values()].find((r) => r.idempotencyKey === idempotencyKey);
      if (seen) {
        if (seen.body !== raw) {
          return badRequest(
            res,
            "Different request with the same idempotency key has already been processed.",
          );
        }
        return send(res, 200, publicRefund(seen));
      }
    }
    const payment = fake.payments.get(paymentId);
    if (!payment) return notFound(res);
    const body = JSON.parse(raw) as { amount?: number; receipt?: string; notes?: Record<string, string> };
    const amount = body.amount ?? payment.amount - payment.amount_refunded;
    if (payment.status !== "captured" && payment.status !== "refunded") {
      return badRequest(res, "The payment has not been captured");
    }
    if (!Number.isInteger(amount) || amount < 100)
      return badRequest(res, "The amount must be at least INR 1.00");
    const reserved = [...fake.refunds.values()]
      .filter((r) => r.payment_id === paymentId && r.status !== "failed")
      .reduce((sum, r) => sum + r.amount, 0);
    if (reserved + amount > payment.amount) {
      return badRequest(res, "The refund amount provided is greater than amount captured");
    }
    const refund: FakeRefund = {
      id: rid("rfnd"),
      entity: "refund",
      amount,
      currency: payment.currency,
      payment_id: paymentId,
      notes: body.notes ?? {},
      receipt: body.receipt ?? null,
      status: "pending",
      speed_requested: "normal",
      created_at: Math.floor(Date.now() / 1000),
      idempotencyKey,
      body: raw,
    };
    fake.refunds.set(refund.id, refund);
    if (fake.refundsProcessAtOnce) fake.settleRefund(refund.id, "processed");
    return send(res, 200, publicRefund(refund));
  }

  const publicRefund = ({ idempotencyKey: _key, body: _body, ...refund }: FakeRefund) => refund;

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { error: { code: "SERVER_ERROR" } }));
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;

  const newPayment = (orderId: string, status: FakePayment["status"], amount: number, currency: string) => {
    const payment: FakePayment = {
      id: rid("pay"),
      entity: "payment",
      amount,
      currency,
      status,
      order_id: orderId,
      method: "card",
      captured: status === "captured",
      error_code: status === "failed" ? "BAD_REQUEST_ERROR" : null,
      error_description: status === "failed" ? "Payment failed" : null,
      amount_refunded: 0,
      refund_status: null,
      created_at: Math.floor(Date.now() / 1000),
    };
    fake.payments.set(payment.id, payment);
    return payment;
  };

  /** A webhook as Razorpay sends it: the event envelope, signed with the webhook secret. */
  function signedEvent(event: string, payload: Record<string, unknown>) {
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_fake",
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    return {
      body,
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": hmac(webhookSecret, body),
        "x-razorpay-event-id": rid("evt"),
      },
    };
  }

  const fake: FakeRazorpay = {
    url: `http://127.0.0.1:${port}`,
    port,
    keyId,
    keySecret,
    webhookSecret,
    behaviour: "normal",
    slowMs: 2_000,
    orders: new Map(),
    payments: new Map(),
    refunds: new Map(),
    refundsProcessAtOnce: false,
    requests: [],
    pay(orderId, options = {}) {
      const order = fake.orders.get(orderId);
      if (!order) throw new Error(`fake: no order ${orderId}`);
      const payment = newPayment(
        orderId,
        "captured",
        options.amount ?? order.amount,
        options.currency ?? order.currency,
      );
      order.status = "paid";
      order.amount_paid = payment.amount;
      return {
        razorpay_payment_id: payment.id,
        razorpay_order_id: orderId,
        razorpay_signature: hmac(keySecret, `${orderId}|${payment.id}`),
      };
    },
    fail(orderId) {
      const order = fake.orders.get(orderId);
      if (!order) throw new Error(`fake: no order ${orderId}`);
      order.status = "attempted";
      return { paymentId: newPayment(orderId, "failed", order.amount, order.currency).id };
    },
    webhook(event, paymentId) {
      const payment = fake.payments.get(paymentId);
      if (!payment) throw new Error(`fake: no payment ${paymentId}`);
      const order = fake.orders.get(payment.order_id)!;
      const payload: Record<string, unknown> = { payment: { entity: payment } };
      if (event === "order.paid") payload.order = { entity: order };
      return signedEvent(event, payload);
    },
    settleRefund(refundId, outcome) {
      const refund = fake.refunds.get(refundId);
      if (!refund) throw new Error(`fake: no refund ${refundId}`);
      if (refund.status !== "pending") return;
      refund.status = outcome;
      if (outcome === "processed") {
        const payment = fake.payments.get(refund.payment_id)!;
        payment.amount_refunded += refund.amount;
        payment.refund_status = payment.amount_refunded >= payment.amount ? "full" : "partial";
        if (payment.refund_status === "full") payment.status = "refunded";
      }
    },
    refundWebhook(event, refundId) {
      const refund = fake.refunds.get(refundId);
      if (!refund) throw new Error(`fake: no refund ${refundId}`);
      const payload = {
        refund: { entity: publicRefund(refund) },
        payment: { entity: fake.payments.get(refund.payment_id)! },
      };
      return signedEvent(event, payload);
    },
    async stop() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
    async restart() {
      await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
    },
    async close() {
      if (server.listening) await fake.stop();
    },
  };
  return fake;
}
