import { z } from "zod";
import type { WhatsappMessage, WhatsappSender } from "./sender.server";

export interface CloudApiOptions {
  /** Graph API origin and version, e.g. https://graph.facebook.com/v21.0 (tests point it at a fake). */
  apiBase: string;
  phoneNumberId: string;
  accessToken: string;
  /** Every call is abandoned after this long: a slow API is a failure (retried), not a hang. */
  timeoutMs: number;
}

/** The part of the Cloud API's answer to a sent message the shop reads. */
const sentReplySchema = z.object({
  messaging_product: z.literal("whatsapp"),
  messages: z.array(z.object({ id: z.string().min(1) })).min(1),
});

/**
 * Why a message was not accepted. The code (a time-out, a refusal, an HTTP status) is what the
 * outbox keeps and logs: never the request or reply, which carry the buyer's number.
 */
class WhatsappSendError extends Error {
  override readonly name = "WhatsappSendError";
  constructor(readonly code: string) {
    super(`WhatsApp message not accepted: ${code}`);
  }
}

/** The WhatsApp Cloud API over fetch: template messages to one number, the reply checked. */
export function createCloudApiSender(options: CloudApiOptions): WhatsappSender {
  const url = `${options.apiBase.replace(/\/$/, "")}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  return {
    kind: "cloud",
    async send(message: WhatsappMessage) {
      let response: Response;
      let text: string;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: {
            authorization: `Bearer ${options.accessToken}`,
            "content-type": "application/json",
            accept: "application/json",
          },
          body: JSON.stringify(templateRequest(message)),
          signal: AbortSignal.timeout(options.timeoutMs),
          redirect: "error",
        });
        text = await response.text();
      } catch (error) {
        const name = error instanceof Error ? error.name : "";
        throw new WhatsappSendError(name === "TimeoutError" || name === "AbortError" ? "timeout" : "network");
      }
      if (response.status !== 200) throw new WhatsappSendError(`http_${response.status}`);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new WhatsappSendError("malformed");
      }
      const parsed = sentReplySchema.safeParse(json);
      if (!parsed.success) throw new WhatsappSendError("malformed");
      return { messageId: parsed.data.messages[0]!.id };
    },
  };
}

/** The Cloud API's body for an approved template with body variables. */
function templateRequest(m: WhatsappMessage) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: m.to,
    type: "template",
    template: {
      name: m.template,
      language: { code: m.language },
      components: [{ type: "body", parameters: m.parameters.map((text) => ({ type: "text", text })) }],
    },
  };
}
