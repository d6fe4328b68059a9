import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server collecting every message it accepts. `stop()` closes the port (SMTP down);
 * `restart()` listens again on the same port, as a mail server coming back.
 */
export interface SmtpPeer {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Connections that ended in an error (a client gone mid-message): their messages were not kept. */
  dropped: Error[];
  stop(): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

function createServer(messages: ReceivedMail[], dropped: Error[]) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  // A client that dies mid-message (the kill -9 tests kill the shop while its outbox is sending)
  // resets the connection: smtp-server emits that as an 'error', which unheard would end the test
  // run. A mail server drops the unfinished message and goes on serving; so does this one.
  server.on("error", (error) => dropped.push(error));
  return server;
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const messages: ReceivedMail[] = [];
  const dropped: Error[] = [];
  let server = createServer(messages, dropped);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.server.address() as AddressInfo).port;
  let listening = true;

  const peer: SmtpPeer = {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    dropped,
    async stop() {
      if (!listening) return;
      listening = false;
      await new Promise<void>((r) => server.close(() => r()));
    },
    async restart() {
      server = createServer(messages, dropped);
      await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
      listening = true;
    },
    close: () => peer.stop(),
  };
  return peer;
}
