import { createHash } from "node:crypto";
import type { AppServices } from "~/context.server";
import { errorFacts } from "~/lib/db-errors.server";
import type { Region } from "~/lib/regions";
import type { ApiError } from "~/lib/api-error";
import { answer, badRequest, unavailable, unprocessable, type JsonAnswer } from "~/lib/json-answer.server";
import type { SavePreorderResult } from "../contract";
import type { PostedPreorderForm } from "../form-fields";
import {
  IdempotencyMismatchError,
  parsePreorderRequest,
  PreorderInputError,
  savePreorder,
  type SavedPreorder,
  type VoiceNoteUpload,
} from "./preorders.server";

/** A submit's outcome: the stored pre-order, or the answer the buyer gets instead. */
export type SubmitOutcome =
  | { ok: true; saved: SavedPreorder }
  | { ok: false; status: 400 | 422 | 503; error: string; field: string | null };

/**
 * Validates, prices on the server and stores a pre-order: the one save behind every entry point
 * (the JSON API and its fast path, the page's own form, the payment step's fallback mode).
 * Amounts the browser may have sent are never read; a repeated idempotency key answers the
 * pre-order stored the first time.
 */
export async function submitPreorder(
  services: Pick<AppServices, "database" | "log" | "env">,
  region: Region,
  input: { body: unknown; audio?: VoiceNoteUpload | undefined },
): Promise<SubmitOutcome> {
  try {
    const saved = await savePreorder(services.database.db, {
      request: parsePreorderRequest(input.body),
      region,
      audio: input.audio,
      testOrder: services.env.PAYMENTS_MODE === "sandbox",
    });
    return { ok: true, saved };
  } catch (error) {
    if (error instanceof PreorderInputError) {
      return { ok: false, status: 400, error: error.message, field: error.field };
    }
    if (error instanceof IdempotencyMismatchError) {
      return { ok: false, status: 422, error: error.message, field: "idempotencyKey" };
    }
    services.log.error({ err: errorFacts(error), operation: "save pre-order" }, "pre-order save failed");
    return {
      ok: false,
      status: 503,
      error: "We could not save your pre-order right now. Please try again.",
      field: null,
    };
  }
}

/** The answer to a body that is neither JSON nor multipart form data. */
export const UNREADABLE_BODY = badRequest(
  "The request body is not valid JSON or multipart form data",
  "body",
);

/**
 * POST /api/preorders, whichever way its body arrived (the route, or the fast path ahead of React
 * Router): 201 with the id, the server's amounts and the voice note (marked as a replay when the
 * idempotency key was seen before), or the refusal naming its field.
 */
export async function answerPreorderApi(
  services: Pick<AppServices, "database" | "log" | "env">,
  region: Region,
  input: { body: unknown; audio?: VoiceNoteUpload | undefined },
): Promise<JsonAnswer<SavePreorderResult | ApiError>> {
  const outcome = await submitPreorder(services, region, input);
  if (!outcome.ok) {
    const { status, error, field } = outcome;
    if (status === 503) return unavailable(error);
    return status === 422 ? unprocessable(error, field) : badRequest(error, field);
  }
  const { saved } = outcome;
  const body: SavePreorderResult = { id: saved.id, amounts: saved.amounts, voiceNote: saved.voiceNote };
  return answer(201, body, saved.created ? {} : { "Idempotent-Replayed": "true" });
}

/**
 * The idempotency key of a form posted without JavaScript, which has no script to draw a random
 * one (and a page served from a cache cannot carry one per visitor). It is derived from what was
 * posted and the day: the browser resending the same form, or a double click, answers the one
 * pre-order; changed details make a new one.
 */
export function postedFormKey(posted: PostedPreorderForm, now: Date): string {
  const { values, items, confirmedWithoutGlasses, whatsappOptIn } = posted;
  const canonical = JSON.stringify([
    Object.values(values).map((v) => v.trim()),
    items.map((i) => [i.id, i.quantity]),
    confirmedWithoutGlasses,
    now.toISOString().slice(0, 10),
    // Only when ticked, so a form without the box keys as it did.
    ...(whatsappOptIn ? ["whatsapp-opt-in"] : []),
  ]);
  return `form-${createHash("sha256").update(canonical).digest("hex").slice(0, 40)}`;
}
