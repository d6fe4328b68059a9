import { eq } from "drizzle-orm";
import { preorders, prescriptions, voiceNotes } from "../../db/schema";
import type { Database } from "~/lib/db.server";
import { VOICE_NOTE_DELETED } from "./voice-note-marker";

type Writer = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Deletes a pre-order's voice note, if it has one, and leaves the marker that it was deleted, in
 * the caller's transaction: nothing is kept of the recording of an order that was delivered,
 * cancelled or refunded in full. True when a recording was there.
 */
async function deleteVoiceNote(tx: Writer, preorderId: string): Promise<boolean> {
  const gone = await tx
    .delete(voiceNotes)
    .where(eq(voiceNotes.preorderId, preorderId))
    .returning({ id: voiceNotes.preorderId });
  if (gone.length === 0) return false;
  await tx.update(preorders).set({ audioUrl: VOICE_NOTE_DELETED }).where(eq(preorders.id, preorderId));
  return true;
}

/**
 * What the buyer gave that is kept only while the order may still be delivered: the voice note and
 * the eye prescription (its values or its photo/PDF). Both go, in the caller's transaction, when
 * the order is delivered, cancelled or refunded in full, as the privacy policy says.
 */
export async function deleteBuyerRecordings(tx: Writer, preorderId: string): Promise<void> {
  await tx.delete(prescriptions).where(eq(prescriptions.preorderId, preorderId));
  await deleteVoiceNote(tx, preorderId);
}
