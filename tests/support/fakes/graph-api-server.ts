import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One template message the fake accepted (or refused), as the shop sent it. */
interface ReceivedMessage {
  phoneNumberId: string;
  authorization: string | undefined;
  to: string;
  template: string;
  language: string;
  parameters: string[];
  /** The id the fake answered; null when it answered an error. */
  messageId: string | null;
}

/**
 * A real HTTP server speaking the part of Meta's WhatsApp Cloud API (Graph API) the shop uses:
 * `POST /v21.0/{phone-number-id}/messages` with a template, Bearer auth, and a switch for the
 * failures the outbox must survive.
 */
export interface FakeGraphApi {
  /** The WHATSAPP_API_BASE to give the shop (origin and version). */
  apiBase: string;
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
  /** Every call answered, in order (refused ones included, with a null id). */
  received: ReceivedMessage[];
  /** How many of the next calls are answered 503 (then normal again). */
  failNext: number;
  /** The settings a shop sends its WhatsApp updates here with. */
  env(): Record<string, string>;
  /** The messages accepted, to one number. */
  acceptedTo(to: string): ReceivedMessage[];
  close(): Promise<void>;
}

interface TemplateBody {
  messaging_product?: string;
  to?: string;
  type?: string;
  template?: {
    name?: string;
    language?: { code?: string };
    components?: { type?: string; parameters?: { type?: string; text?: string }[] }[];
  };
}

export async function startFakeGraphApi(): Promise<FakeGraphApi> {
  const phoneNumberId = String(100_000_000_000 + Math.floor(Math.random() * 1e9));
  const accessToken = `EAAG${randomBytes(16).toString("hex")}`;
  const received: ReceivedMessage[] = [];
  let sequence = 0;

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let body = "";
      req.setEncoding("utf8").on("data", (c: string) => (body += c));
      req.on("end", () => resolve(body)).on("error", reject);
    });
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    void (async () => {
      const match = /^\/v21\.0\/(\d+)\/messages$/.exec(req.url ?? "");
      if (req.method !== "POST" || !match)
        return json(res, 404, { error: { message: "Unknown path", code: 100 } });
      if (req.headers.authorization !== `Bearer ${accessToken}`) {
        return json(res, 401, { error: { message: "Invalid OAuth access token", code: 190 } });
      }
      const body = JSON.parse(await readBody(req)) as TemplateBody;
      const message: ReceivedMessage = {
        phoneNumberId: match[1]!,
        authorization: req.headers.authorization,
        to: body.to ?? "",
        template: body.template?.name ?? "",
        language: body.template?.language?.code ?? "",
        parameters: (body.template?.components ?? [])
          .filter((c) => c.type === "body")
          .flatMap((c) => (c.parameters ?? []).map((p) => p.text ?? "")),
        messageId: null,
      };
      if (fake.failNext > 0) {
        fake.failNext -= 1;
        received.push(message);
        return json(res, 503, { error: { message: "Service temporarily unavailable", code: 2 } });
      }
      if (body.messaging_product !== "whatsapp" || body.type !== "template" || match[1] !== phoneNumberId) {
        received.push(message);
        return json(res, 400, { error: { message: "Invalid parameter", code: 100 } });
      }
      message.messageId = `wamid.FAKE${String(++sequence).padStart(6, "0")}${randomBytes(4).toString("hex")}`;
      received.push(message);
      json(res, 200, {
        messaging_product: "whatsapp",
        contacts: [{ input: message.to, wa_id: message.to }],
        messages: [{ id: message.messageId, message_status: "accepted" }],
      });
    })().catch(() => json(res, 500, { error: { message: "fake failed" } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeGraphApi = {
    apiBase: `http://127.0.0.1:${port}/v21.0`,
    phoneNumberId,
    accessToken,
    appSecret: randomBytes(16).toString("hex"),
    verifyToken: `verify-${randomBytes(8).toString("hex")}`,
    received,
    failNext: 0,
    env() {
      return {
        WHATSAPP_API_BASE: fake.apiBase,
        WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
        WHATSAPP_ACCESS_TOKEN: accessToken,
        WHATSAPP_APP_SECRET: fake.appSecret,
        WHATSAPP_VERIFY_TOKEN: fake.verifyToken,
      };
    },
    acceptedTo: (to) => received.filter((m) => m.to === to && m.messageId !== null),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

/** A webhook event as Meta posts it, with its X-Hub-Signature-256 under `appSecret`. */
export function signedWebhook(appSecret: string, value: Record<string, unknown>) {
  const body = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [{ field: "messages", value: { messaging_product: "whatsapp", ...value } }],
      },
    ],
  });
  const signature = `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}`;
  return { body, signature };
}

/** A delivery status event for one message. */
export const statusEvent = (messageId: string, status: string, recipient: string) => ({
  statuses: [
    { id: messageId, status, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: recipient },
  ],
});

/** A buyer's text reply. */
export const replyEvent = (from: string, text: string) => ({
  contacts: [{ profile: { name: "Buyer" }, wa_id: from }],
  messages: [
    {
      from,
      id: `wamid.IN${randomBytes(6).toString("hex")}`,
      timestamp: "1700000000",
      type: "text",
      text: { body: text },
    },
  ],
});
