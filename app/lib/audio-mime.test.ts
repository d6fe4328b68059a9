import { expect, test } from "vitest";
import { pickRecordingMimeType } from "./audio-mime";

test("prefers WebM, falls back to Ogg, then Safari's MP4", () => {
  expect(pickRecordingMimeType(() => true)).toBe("audio/webm;codecs=opus");
  expect(pickRecordingMimeType((t) => t.startsWith("audio/ogg"))).toBe("audio/ogg;codecs=opus");
  expect(pickRecordingMimeType((t) => t === "audio/mp4")).toBe("audio/mp4");
  expect(pickRecordingMimeType(() => false)).toBeUndefined();
  expect(
    pickRecordingMimeType(() => {
      throw new Error("unsupported");
    }),
  ).toBeUndefined();
});
