/**
 * The value of a pre-order's `audio_url` once its stored recording was deleted (the order was
 * delivered, cancelled or refunded in full), so the console can say so rather than "No voice note".
 */
export const VOICE_NOTE_DELETED = "deleted";
