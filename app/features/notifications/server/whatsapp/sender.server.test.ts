import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { createWhatsappSender, type WhatsappMessage } from "./sender.server";

const message: WhatsappMessage = {
  id: "5b0c7f0e-1111-4222-8333-444455556666",
  to: "919845067890",
  template: "luxid_balance_due",
  language: "en",
  parameters: ["Asha Rao", "LX-7K3Q9M", "₹22,399", "https://luxid.test/orders/LX-7K3Q9M?t=abc"],
  preview: "Hi Asha Rao, your Luxid order LX-7K3Q9M is nearly ready to ship.",
};

test("without the Cloud API, each message is a [TEST] file under DATA_DIR/whatsapp; a retry replaces it", async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "luxid-whatsapp-"));
  try {
    const sender = createWhatsappSender({ cloud: null, dataDir });
    expect(sender.kind).toBe("files");
    const { messageId } = await sender.send(message);
    await sender.send(message);
    const files = await readdir(path.join(dataDir, "whatsapp"));
    expect(files).toEqual([`${message.id}.json`]);
    const written = JSON.parse(await readFile(path.join(dataDir, "whatsapp", files[0]!), "utf8")) as Record<
      string,
      unknown
    >;
    expect(written).toMatchObject({
      to: message.to,
      template: message.template,
      parameters: message.parameters,
    });
    expect(String(written.test)).toMatch(/^\[TEST\]/);
    expect(messageId).toBe(`sandbox.${message.id}`);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

test("DATA_DIR=memory:// keeps them in memory, once per outbox row", async () => {
  const sender = createWhatsappSender({ cloud: null, dataDir: "memory://" });
  await sender.send(message);
  await sender.send(message);
  expect(sender.sent).toEqual([message]);
});
