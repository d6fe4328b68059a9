import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { createCloudApiSender, type CloudApiOptions } from "./cloud-api.server";

/** One template message, as the outbox hands it to the channel. */
export interface WhatsappMessage {
  /** The outbox row's id: the sandbox file's name, so a retry replaces rather than adds. */
  id: string;
  /** Digits, country code first. */
  to: string;
  template: string;
  language: string;
  /** The template body's variables, in order. */
  parameters: readonly string[];
  /** The body with its variables filled in, for the sandbox's files (the Cloud API sends names only). */
  preview: string;
}

export interface WhatsappSender {
  readonly kind: "cloud" | "files" | "memory";
  /** Sends the template and answers the Cloud API's message id; throws when it was not accepted. */
  send(message: WhatsappMessage): Promise<{ messageId: string }>;
  /** Only the in-memory sender keeps what it sent. */
  readonly sent?: readonly WhatsappMessage[];
}

export interface WhatsappSenderOptions {
  /** The Cloud API's settings, when the shop has them; without, nothing leaves the machine. */
  cloud: CloudApiOptions | null;
  /** DATA_DIR: sandbox messages go to `<dataDir>/whatsapp`; `memory://` keeps them in memory. */
  dataDir: string;
}

/**
 * The Cloud API when configured; else the sandbox: each message written as a `[TEST]` JSON file
 * under DATA_DIR/whatsapp (or kept in memory), the way the e-mail outbox writes `.eml` files.
 */
export function createWhatsappSender(options: WhatsappSenderOptions): WhatsappSender {
  if (options.cloud) return createCloudApiSender(options.cloud);
  const sandboxId = (m: WhatsappMessage) => `sandbox.${m.id}`;
  if (options.dataDir.startsWith("memory://")) {
    const sent: WhatsappMessage[] = [];
    return {
      kind: "memory",
      sent,
      send(message) {
        const existing = sent.findIndex((s) => s.id === message.id);
        if (existing >= 0) sent.splice(existing, 1);
        sent.push(message);
        return Promise.resolve({ messageId: sandboxId(message) });
      },
    };
  }
  const dir = path.resolve(options.dataDir, "whatsapp");
  return {
    kind: "files",
    async send(message) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, `${message.id}.json`);
      const body = { test: "[TEST] not sent: WhatsApp is not configured", ...message };
      // Write then rename, so a reader never sees half a message.
      await writeFile(`${file}.tmp`, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
      await rename(`${file}.tmp`, file);
      return { messageId: sandboxId(message) };
    },
  };
}
