import { createHash } from "node:crypto";
import type { AppServices } from "~/features/app-context.server";
import { errorFacts } from "~/lib/db-errors.server";
import type { Region } from "~/lib/regions";
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
 * Validates, prices on the server and stores a pre-order: the one path of the JSON API and of the
 * page's own form. Amounts the browser may have sent are never read; a repeated idempotency key
 * answers the pre-order stored the first time.
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

/** What POST /api/preorders answers: a status, a JSON body and its headers. */
export interface PreorderApiAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

/** The answer to a body that is neither JSON nor multipart form data. */
export const UNREADABLE_BODY: PreorderApiAnswer = {
  status: 400,
  body: { error: "The request body is not valid JSON or multipart form data", field: "body" },
  headers: {},
};

/**
 * The API's answer to a submit: 201 with the id, the server's amounts and the voice note (marked
 * as a replay when the idempotency key was seen before), or the error and the field it names.
 */
export function preorderApiAnswer(outcome: SubmitOutcome): PreorderApiAnswer {
  if (!outcome.ok) {
    const { status, error, field } = outcome;
    return status === 503
      ? { status, body: { error }, headers: { "Retry-After": "5" } }
      : { status, body: { error, field }, headers: {} };
  }
  const { saved } = outcome;
  return {
    status: 201,
    body: { id: saved.id, amounts: saved.amounts, voiceNote: saved.voiceNote },
    headers: saved.created ? {} : { "Idempotent-Replayed": "true" },
  };
}

/**
 * The idempotency key of a form posted without JavaScript, which has no script to draw a random
 * one (and a page served from a cache cannot carry one per visitor). It is derived from what was
 * posted and the day: the browser resending the same form, or a double click, answers the one
 * pre-order; changed details make a new one.
 */
export function postedFormKey(posted: PostedPreorderForm, now: Date): string {
  const { values, items, confirmedWithoutGlasses } = posted;
  const canonical = JSON.stringify([
    Object.values(values).map((v) => v.trim()),
    items.map((i) => [i.id, i.quantity]),
    confirmedWithoutGlasses,
    now.toISOString().slice(0, 10),
  ]);
  return `form-${createHash("sha256").update(canonical).digest("hex").slice(0, 40)}`;
}
