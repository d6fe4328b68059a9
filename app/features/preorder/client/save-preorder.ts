import { savePreorderResultSchema, type PreorderRequest, type SavePreorderResult } from "../contract";
import { MESSAGES, sendForJson, type CallOptions, type Endpoint } from "~/lib/retrying-fetch";

const SAVE_TIMEOUT_MS = 8_000;

/** A recorded voice note, sent with the pre-order as the request's audio part. */
export interface VoiceNoteBlob {
  blob: Blob;
  mimeType: string;
  durationMs: number;
}

// Apart from the payment request: pages that only pay (the callback's retry) load neither this
// nor the pre-order contract it parses the reply with.
const SAVE_ENDPOINT: Endpoint = {
  url: "/api/preorders",
  timeoutMs: SAVE_TIMEOUT_MS,
  timeoutMessage: MESSAGES.databaseTimeout,
};

/** The request as sent: multipart with an `audio` part when there is a voice note, JSON otherwise. */
export function preorderRequestInit(body: PreorderRequest, audio?: VoiceNoteBlob | null): RequestInit {
  if (!audio) {
    return { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
  }
  const form = new FormData();
  form.set("preorder", JSON.stringify({ ...body, audioDurationMs: Math.round(audio.durationMs) }));
  const extension = audio.mimeType.includes("mp4") ? "m4a" : audio.mimeType.includes("ogg") ? "ogg" : "webm";
  form.set("audio", new File([audio.blob], `voice-note.${extension}`, { type: audio.mimeType }));
  return { method: "POST", body: form };
}

/** POST /api/preorders: 8 s time-out, 2 retries 1.5 s apart. */
export function savePreorder(
  body: PreorderRequest,
  audio: VoiceNoteBlob | null,
  options: CallOptions = {},
): Promise<SavePreorderResult> {
  return sendForJson(SAVE_ENDPOINT, preorderRequestInit(body, audio), options, savePreorderResultSchema);
}
