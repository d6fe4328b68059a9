import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface MailMessage {
  /** Stable id of this e-mail (the outbox row): the file name and Message-ID, so a retry replaces. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** It carries a working credential (a sign-in link): marked so backups leave its file out. */
  holdsCredential?: boolean;
}

/**
 * The header of an e-mail that carries a working credential. A backup leaves such `.eml` files
 * out (app/lib/backup/export.server.ts): whoever holds the backup must not be able to sign in.
 */
export const CREDENTIAL_HEADER = "X-Luxid-Credential";

/** A delivered e-mail as the in-memory outbox keeps it (tests and DATA_DIR=memory://). */
interface StoredMail extends MailMessage {
  raw: string;
}

export interface Mailer {
  readonly kind: "smtp" | "files" | "memory";
  send(message: MailMessage): Promise<void>;
  /** Only the in-memory mailer keeps what it sent. */
  readonly sent?: readonly StoredMail[];
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** DATA_DIR: `.eml` files go to `<dataDir>/outbox`; `memory://` keeps them in memory. */
  dataDir: string;
  /** Put before every subject: `[TEST]` in sandbox mode, so nobody mistakes a test for an order. */
  subjectPrefix?: string | undefined;
}

/** SMTP when configured, else `.eml` files under DATA_DIR/outbox, else (memory://) in memory. */
export function createMailer(options: MailerOptions): Mailer {
  const mailer = createTransportMailer(options);
  const prefix = options.subjectPrefix;
  if (!prefix) return mailer;
  return {
    kind: mailer.kind,
    get sent() {
      return mailer.sent;
    },
    send: (message) => mailer.send({ ...message, subject: `${prefix} ${message.subject}` }),
    close: () => mailer.close(),
  };
}

function createTransportMailer(options: MailerOptions): Mailer {
  const envelope = (m: MailMessage) => ({
    from: options.from,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    messageId: `<${m.id}@luxid.mail>`,
    ...(m.holdsCredential ? { headers: { [CREDENTIAL_HEADER]: "sign-in link" } } : {}),
  });

  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      // A stalled SMTP server must fail the attempt (and be retried), not hang the worker.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      kind: "smtp",
      async send(message) {
        await transport.sendMail(envelope(message));
      },
      close: () => transport.close(),
    };
  }

  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const render = async (m: MailMessage) => {
    const info = (await stream.sendMail(envelope(m))) as { message: Buffer };
    return info.message.toString("utf8");
  };

  if (options.dataDir.startsWith("memory://")) {
    const sent: StoredMail[] = [];
    return {
      kind: "memory",
      sent,
      async send(message) {
        const raw = await render(message);
        const existing = sent.findIndex((s) => s.id === message.id);
        if (existing >= 0) sent.splice(existing, 1);
        sent.push({ ...message, raw });
      },
      close() {},
    };
  }

  const dir = path.resolve(options.dataDir, "outbox");
  return {
    kind: "files",
    async send(message) {
      const raw = await render(message);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // Write then rename, so a reader never sees half a message.
      const file = path.join(dir, `${message.id}.eml`);
      await writeFile(`${file}.tmp`, raw, { mode: 0o600 });
      await rename(`${file}.tmp`, file);
    },
    close() {},
  };
}
