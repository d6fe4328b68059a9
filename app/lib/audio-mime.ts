/** Recording formats in order of preference: Chrome and Firefox record WebM or Ogg, Safari MP4. */
const RECORDING_MIME_CANDIDATES = [
  "audio/webm;codecs=opus",
  "audio/webm",
  "audio/ogg;codecs=opus",
  "audio/ogg",
  "audio/mp4",
] as const;

/** The first format this browser's MediaRecorder supports, or undefined to let it choose. */
export function pickRecordingMimeType(isTypeSupported: (type: string) => boolean): string | undefined {
  return RECORDING_MIME_CANDIDATES.find((type) => {
    try {
      return isTypeSupported(type);
    } catch {
      return false;
    }
  });
}
