import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startSmtpPeer, type SmtpPeer } from "../support/fakes/smtp-peer";

let smtp: SmtpPeer;
beforeAll(async () => {
  smtp = await startSmtpPeer();
});
afterAll(() => smtp?.close());

/** Sends `line` and resolves with the server's next reply. */
const say = (socket: Socket, line: string) =>
  new Promise<string>((resolve) => {
    socket.once("data", (reply: Buffer) => resolve(reply.toString("utf8")));
    socket.write(`${line}\r\n`);
  });

// The kill -9 tests kill the shop while its outbox is mid-message; the peer they send to must
// outlive that (it once ended the whole test run with an unheard ECONNRESET).
test("a client reset mid-message drops that message and the peer goes on accepting mail", async () => {
  const socket = connect(smtp.port, "127.0.0.1");
  await new Promise((resolve) => socket.once("data", resolve)); // the greeting
  expect(await say(socket, "EHLO shop.test")).toMatch(/^250/);
  expect(await say(socket, "MAIL FROM:<shop@luxid.test>")).toMatch(/^250/);
  expect(await say(socket, "RCPT TO:<buyer@example.test>")).toMatch(/^250/);
  expect(await say(socket, "DATA")).toMatch(/^354/);
  const closed = new Promise((resolve) => socket.once("close", resolve));
  socket.resetAndDestroy(); // an RST, as the kernel sends for a killed process's socket
  await closed;
  await expect.poll(() => smtp.dropped.map((e) => (e as NodeJS.ErrnoException).code)).toContain("ECONNRESET");
  expect(smtp.messages).toHaveLength(0);

  const next = connect(smtp.port, "127.0.0.1");
  await new Promise((resolve) => next.once("data", resolve));
  expect(await say(next, "EHLO shop.test")).toMatch(/^250/);
  expect(await say(next, "MAIL FROM:<shop@luxid.test>")).toMatch(/^250/);
  expect(await say(next, "RCPT TO:<buyer@example.test>")).toMatch(/^250/);
  expect(await say(next, "DATA")).toMatch(/^354/);
  expect(await say(next, "Subject: whole\r\n\r\nDelivered.\r\n.")).toMatch(/^250/);
  next.end("QUIT\r\n");
  expect(smtp.messages.map((m) => m.to)).toEqual([["buyer@example.test"]]);
});
