import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { insertWithFreshReference } from "~/lib/order-reference.server";
import { applyTransition } from "~/features/orders/server/state-machine.server";
import { deleteConvertedLeads } from "./form-starts.server";
import { preorderItems, preorders, voiceNotes } from "../../../../db/schema";
import { UNADDRESSABLE, whatsappConsentInsert } from "./whatsapp-consent.server";
import type { Database } from "~/lib/db.server";
import {
  allowedAudioType,
  HONEYPOT_FIELD,
  MAX_AUDIO_BYTES,
  MIN_FILL_MS,
  preorderRequestSchema,
  RING_SIZE_FIELD,
  WHATSAPP_NUMBER_NEEDED,
  WHATSAPP_NUMBER_UNADDRESSABLE,
  type AudioMimeType,
  type ParsedPreorderRequest,
  type SavePreorderResult,
} from "../contract";
import { quoteCart, type Amounts, type Quote } from "~/lib/pricing";
import type { Region } from "~/lib/regions";

export interface VoiceNoteUpload {
  mimeType: string;
  data: Uint8Array;
}

export interface SavedPreorder extends SavePreorderResult {
  /** The buyer-facing order reference (LX-…). */
  reference: string;
  /** False when the idempotency key was seen before and the earlier pre-order is answered. */
  created: boolean;
}

/** A request the buyer (or a bot) must correct: answered 400 naming the field. */
export class PreorderInputError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

/** The field an issue names; a ring size is `ringSize` wherever in the items it is. */
function fieldOf(issue: { path: readonly PropertyKey[] }): string {
  if (issue.path.at(-1) === RING_SIZE_FIELD) return RING_SIZE_FIELD;
  return issue.path.map(String).join(".") || "body";
}

/**
 * An idempotency key sent again with different details: answering the first pre-order would
 * silently drop the change, and storing a second would break the key's promise. Answered 422.
 */
export class IdempotencyMismatchError extends Error {
  constructor() {
    super(
      "This pre-order was already submitted with different details. Reload the page to start a new pre-order with your changes.",
    );
    this.name = "IdempotencyMismatchError";
  }
}

/**
 * What a retry must repeat: the buyer's details, the items and the no-glasses confirmation. Not
 * the fill time or the voice note: the payment step's fallback resends the form without the audio.
 * The country, ring sizes and WhatsApp consent join the hash only when given, so requests made
 * before they existed hash as they did.
 */
function requestHash(request: ParsedPreorderRequest): string {
  const { name, email, phone, whatsapp, address, items, confirmedWithoutGlasses, country, whatsappOptIn } =
    request;
  const canonical = JSON.stringify([
    name,
    email,
    phone,
    whatsapp ?? "",
    address,
    items.map((i) => (i.ringSize === undefined ? [i.id, i.quantity] : [i.id, i.quantity, i.ringSize])),
    confirmedWithoutGlasses,
    ...(country === undefined ? [] : [country]),
    ...(whatsappOptIn ? ["whatsapp-opt-in"] : []),
  ]);
  return createHash("sha256").update(canonical).digest("hex");
}

/**
 * Validates an untrusted pre-order body, including the anti-bot checks (honeypot, minimum fill
 * time). Any amount the browser may have sent is stripped: the schema has no amount fields.
 */
export function parsePreorderRequest(body: unknown): ParsedPreorderRequest {
  const result = preorderRequestSchema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new PreorderInputError(issue.message, fieldOf(issue));
  }
  const value = result.data;
  if (value.whatsappOptIn && !value.whatsapp)
    throw new PreorderInputError(WHATSAPP_NUMBER_NEEDED, "whatsapp");
  if (value[HONEYPOT_FIELD]) throw new PreorderInputError("Please leave this field empty", HONEYPOT_FIELD);
  if (value.fillMs !== undefined && value.fillMs < MIN_FILL_MS) {
    throw new PreorderInputError("Please take a moment to check your details, then try again.", "fillMs");
  }
  return value;
}

/** Checks a voice note upload: audio types only, at most 1 MB, and bytes that look like that type. */
function checkVoiceNote(upload: VoiceNoteUpload): { mimeType: AudioMimeType; data: Uint8Array } {
  const mimeType = allowedAudioType(upload.mimeType);
  if (!mimeType) throw new PreorderInputError("Voice notes must be WebM, Ogg or MP4 audio", "audio");
  if (upload.data.byteLength === 0) throw new PreorderInputError("The voice note is empty", "audio");
  if (upload.data.byteLength > MAX_AUDIO_BYTES) {
    throw new PreorderInputError("Voice notes can be at most 1 MB", "audio");
  }
  if (!hasAudioSignature(mimeType, upload.data)) {
    throw new PreorderInputError("The voice note is not a valid audio file", "audio");
  }
  return { mimeType, data: upload.data };
}

/** Container magic numbers: EBML for WebM, "OggS" for Ogg, an "ftyp" box for MP4. */
function hasAudioSignature(type: AudioMimeType, d: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...d.subarray(from, to));
  if (type === "audio/webm") return d[0] === 0x1a && d[1] === 0x45 && d[2] === 0xdf && d[3] === 0xa3;
  if (type === "audio/ogg") return ascii(0, 4) === "OggS";
  return ascii(4, 8) === "ftyp";
}

function amountsOf({ lines: _lines, ...amounts }: Quote): Amounts {
  return amounts;
}

function emptyToNull(value: string | undefined): string | null {
  return value ? value : null;
}

/**
 * Stores a validated pre-order with its items and voice note in one statement (atomic). Every amount is
 * recomputed here from the catalogue for the visitor's region. A repeated idempotency key with the
 * same details answers the pre-order stored the first time instead of creating another; with
 * different details it is refused (IdempotencyMismatchError).
 */
export async function savePreorder(
  db: Database,
  input: {
    request: ParsedPreorderRequest;
    region: Region;
    audio?: VoiceNoteUpload | undefined;
    /** Made in sandbox mode: marked as a test order, out of the real delivery queue. */
    testOrder?: boolean;
    /** Where references come from; tests pass a sequence with a collision in it. */
    newReference?: () => string;
  },
): Promise<SavedPreorder> {
  const { request, region } = input;
  const audio = input.audio ? checkVoiceNote(input.audio) : undefined;
  const quote = quoteCart(
    request.items.map((i) => ({ productId: i.id, quantity: i.quantity })),
    region.currency,
  );
  const includesGlasses = quote.lines.some((l) => l.productId === "glasses");
  const hash = requestHash(request);
  // Where the order ships: the buyer's choice, else the country the visitor's region was read from.
  const country = request.country ?? region.country;
  const consent = whatsappConsentInsert(request, country);
  if (consent === UNADDRESSABLE) throw new PreorderInputError(WHATSAPP_NUMBER_UNADDRESSABLE, "whatsapp");
  const ringSize = (productId: string) =>
    productId === "vuering" ? (request.items.find((i) => i.id === productId)?.ringSize ?? null) : null;

  const created = await insertWithFreshReference(async (reference) => {
    // One statement: the pre-order, its items and its voice note are written together or not at
    // all, in one round trip. Without a conflict target, a clash on the idempotency key or on the
    // reference both insert nothing (no error); the helper and the lookup below tell them apart.
    const result = await db.execute(sql`
      with new_order as (
        insert into ${preorders} (reference, name, email, phone, whatsapp, address, audio_url,
          total_amount, preorder_amount, remaining_amount, bundle_discount, subtotal_amount,
          accessory_credit, currency, country, includes_glasses, confirmed_without_glasses,
          idempotency_key, request_hash, test_order)
        values (${reference}, ${request.name}, ${request.email}, ${request.phone},
          ${emptyToNull(request.whatsapp)}, ${request.address}, ${audio ? "stored" : null},
          ${quote.total}, ${quote.booking}, ${quote.remaining}, ${quote.bundleDiscount},
          ${quote.subtotal}, ${quote.accessoryCredit}, ${quote.currency}, ${country},
          ${includesGlasses}, ${!includesGlasses && request.confirmedWithoutGlasses},
          ${request.idempotencyKey}, ${hash}, ${input.testOrder ?? false})
        on conflict do nothing
        returning id, reference
      ), new_items as (
        insert into ${preorderItems} (preorder_id, product_id, quantity, unit_price, line_total, ring_size)
        select new_order.id, line.product_id, line.quantity, line.unit_price, line.line_total, line.ring_size
        from new_order cross join (values ${sql.join(
          quote.lines.map(
            (l) =>
              sql`(${l.productId}::text, ${l.quantity}::int, ${l.unitPrice}::int, ${l.lineTotal}::int, ${ringSize(l.productId)}::smallint)`,
          ),
          sql`, `,
        )}) as line (product_id, quantity, unit_price, line_total, ring_size)
      )${
        audio
          ? sql`, new_voice_note as (
        insert into ${voiceNotes} (preorder_id, mime_type, byte_size, data)
        select new_order.id, ${audio.mimeType}::text, ${audio.data.byteLength}::int, ${Buffer.from(audio.data)}::bytea
        from new_order
      )`
          : sql``
      }${consent ?? sql``}
      select id, reference from new_order
    `);
    // Both drivers answer `{ rows }`.
    const [inserted] = (result as { rows: { id: string; reference: string }[] }).rows;
    if (inserted) return inserted;
    // A separate statement sees a pre-order committed by a concurrent request with the same key,
    // which the statement above, on its earlier snapshot, could not.
    const [seen] = await db
      .select({ requestHash: preorders.requestHash })
      .from(preorders)
      .where(eq(preorders.idempotencyKey, request.idempotencyKey));
    if (seen && seen.requestHash !== null && seen.requestHash !== hash) throw new IdempotencyMismatchError();
    return seen ? "duplicate" : "reference-taken";
  }, input.newReference);

  if (created !== "duplicate") {
    // Converted: the buyer's unfinished forms are deleted now, not kept for a follow-up.
    await deleteConvertedLeads(db, request);
    if (request.replaces) await replaceUnpaid(db, request.replaces, created.reference);
    return {
      ...created,
      created: true,
      amounts: amountsOf(quote),
      voiceNote: audio ? { stored: true, bytes: audio.data.byteLength } : null,
    };
  }
  const existing = await findPreorderByIdempotencyKey(db, request.idempotencyKey);
  if (!existing) throw new Error("Pre-order vanished after an idempotency conflict");
  return existing;
}

/** The pre-order stored under an idempotency key, with its amounts as stored. */
async function findPreorderByIdempotencyKey(
  db: Database,
  idempotencyKey: string,
): Promise<SavedPreorder | undefined> {
  const [row] = await db
    .select({
      id: preorders.id,
      reference: preorders.reference,
      currency: preorders.currency,
      subtotal: preorders.subtotalAmount,
      bundleDiscount: preorders.bundleDiscount,
      total: preorders.totalAmount,
      booking: preorders.preorderAmount,
      remaining: preorders.remainingAmount,
      accessoryCredit: preorders.accessoryCredit,
      voiceBytes: voiceNotes.byteSize,
    })
    .from(preorders)
    .leftJoin(voiceNotes, eq(voiceNotes.preorderId, preorders.id))
    .where(eq(preorders.idempotencyKey, idempotencyKey));
  if (!row) return undefined;
  const { id, reference, voiceBytes, ...amounts } = row;
  return {
    id,
    reference,
    created: false,
    amounts,
    voiceNote: voiceBytes === null ? null : { stored: true, bytes: voiceBytes },
  };
}

/**
 * The buyer saved a changed pre-order in place of an unpaid one: the old one lapses at once,
 * through the state machine (a paid, parked or closed one is left as it is). Only the browser
 * that saved it knows its idempotency key, so nobody else can retire someone's order.
 */
async function replaceUnpaid(
  db: Database,
  old: { preorderId: string; idempotencyKey: string },
  newReference: string,
): Promise<void> {
  const [row] = await db
    .select({ id: preorders.id })
    .from(preorders)
    .where(and(eq(preorders.id, old.preorderId), eq(preorders.idempotencyKey, old.idempotencyKey)));
  if (!row) return;
  await applyTransition(db, {
    preorderId: row.id,
    event: { type: "replace" },
    source: "create",
    detail: `replaced by ${newReference}`,
  });
}
