import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createCloudApiSender } from "./cloud-api.server";

/** A Graph API stand-in whose answer each test chooses: the adapter must trust only a well-formed 200. */
let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: "{}" };
let server: Server;
let apiBase = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    setTimeout(
      () => res.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body),
      answer.delayMs ?? 0,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const send = () =>
  createCloudApiSender({
    apiBase,
    phoneNumberId: "106540352242922",
    accessToken: "token",
    timeoutMs: 200,
  }).send({
    id: "row",
    to: "919845067890",
    template: "luxid_order_delivered",
    language: "en",
    parameters: ["Asha", "LX-7K3Q9M", "https://luxid.test/o"],
    preview: "",
  });

test("a 200 with the message id is accepted", async () => {
  answer = {
    status: 200,
    body: JSON.stringify({ messaging_product: "whatsapp", messages: [{ id: "wamid.1" }] }),
  };
  await expect(send()).resolves.toEqual({ messageId: "wamid.1" });
});

test.each([
  [{ status: 200, body: JSON.stringify({ messaging_product: "whatsapp", messages: [] }) }, "malformed"],
  [{ status: 200, body: "<html>" }, "malformed"],
  [{ status: 503, body: "{}" }, "http_503"],
  [{ status: 400, body: JSON.stringify({ error: { code: 132001 } }) }, "http_400"],
  [{ status: 200, body: "{}", delayMs: 1_000 }, "timeout"],
])("anything else is a failure the outbox retries: %j → %s", async (reply, code) => {
  answer = reply;
  await expect(send()).rejects.toMatchObject({ name: "WhatsappSendError", code });
});
