import { Icon } from "~/components/icon/icon";
import { memo, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { pickRecordingMimeType } from "~/lib/audio-mime";
import type { VoiceNoteBlob } from "~/features/preorder/client/save-preorder";
import { MAX_AUDIO_BYTES, MAX_AUDIO_SECONDS } from "~/features/preorder/contract";
import { formatSeconds, PREORDER_TEXT } from "~/features/preorder/client/preorder-text";

const MAX_MS = MAX_AUDIO_SECONDS * 1000;

type RecorderState =
  | { kind: "idle" }
  | { kind: "recording"; elapsedMs: number }
  | { kind: "recorded"; note: VoiceNoteBlob; url: string };

const noSubscription = () => () => {};
const canRecord = () => typeof window.MediaRecorder === "function" && !!navigator.mediaDevices?.getUserMedia;

const pill =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors disabled:opacity-50";

/**
 * Optional voice note: idle → recording (progress bar and timer, auto-stop at 30 s) → recorded
 * (Play, Reset). Hidden where the browser has no MediaRecorder.
 */
export const VoiceRecorder = memo(function VoiceRecorder({
  disabled,
  onChange,
}: {
  disabled: boolean;
  onChange: (note: VoiceNoteBlob | null) => void;
}) {
  // Rendered on the server (most browsers record); hidden after hydration where they cannot.
  const supported = useSyncExternalStore(noSubscription, canRecord, () => true);
  const [state, setState] = useState<RecorderState>({ kind: "idle" });
  const [error, setError] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const audioRef = useRef<HTMLAudioElement>(null);
  const urlRef = useRef<string | null>(null);
  const stoppedAtRef = useRef<number | null>(null);

  useEffect(() => {
    return () => {
      if (recorderRef.current?.state === "recording") recorderRef.current.stop();
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    };
  }, []);

  if (!supported) return null;

  const stop = () => {
    if (recorderRef.current?.state !== "recording") return;
    stoppedAtRef.current = performance.now(); // the length the buyer heard, not when the data arrived
    recorderRef.current.stop();
  };

  const start = async () => {
    setError(null);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setError(PREORDER_TEXT.micDenied);
      return;
    }
    const mimeType = pickRecordingMimeType((t) => MediaRecorder.isTypeSupported(t));
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    const startedAt = performance.now();
    const timer = window.setInterval(() => {
      const elapsedMs = performance.now() - startedAt;
      if (elapsedMs >= MAX_MS) stop();
      setState((s) =>
        s.kind === "recording" ? { kind: "recording", elapsedMs: Math.min(elapsedMs, MAX_MS) } : s,
      );
    }, 100);

    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    recorder.onstop = () => {
      window.clearInterval(timer);
      stream.getTracks().forEach((t) => t.stop());
      recorderRef.current = null;
      const type = recorder.mimeType || mimeType || "audio/webm";
      const blob = new Blob(chunks, { type });
      if (blob.size === 0 || blob.size > MAX_AUDIO_BYTES) {
        setError(
          blob.size === 0
            ? "The recording was empty. Please try again."
            : "That recording is too large. Please record a shorter message.",
        );
        setState({ kind: "idle" });
        return;
      }
      const url = URL.createObjectURL(blob);
      urlRef.current = url;
      const stoppedAt = stoppedAtRef.current ?? performance.now();
      const note = { blob, mimeType: type, durationMs: Math.min(stoppedAt - startedAt, MAX_MS) };
      setState({ kind: "recorded", note, url });
      onChange(note);
    };
    recorderRef.current = recorder;
    stoppedAtRef.current = null;
    recorder.start();
    setState({ kind: "recording", elapsedMs: 0 });
  };

  const reset = () => {
    audioRef.current?.pause();
    setPlaying(false);
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
    setState({ kind: "idle" });
    onChange(null);
  };

  const togglePlay = async () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) {
      try {
        await audio.play();
        setPlaying(true);
      } catch {
        setPlaying(false);
      }
    } else {
      audio.pause();
      setPlaying(false);
    }
  };

  return (
    <section
      aria-labelledby="voice-heading"
      className="rounded-2xl border border-white/8 bg-white/[0.025] p-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-500/15"
        >
          <Icon name="mic" className="size-5 text-brand-300" />
        </span>
        <div className="min-w-0">
          <h3 id="voice-heading" className="font-semibold text-white">
            Voice note <span className="font-normal text-mist-400">(optional)</span>
          </h3>
          <p className="text-sm text-mist-300">
            Anything we should know? Record up to {MAX_AUDIO_SECONDS} seconds.
          </p>
        </div>
      </div>

      <div className="mt-4">
        {state.kind === "idle" && (
          <button
            type="button"
            disabled={disabled}
            onClick={() => void start()}
            className={`${pill} border border-white/15 text-white hover:border-white/35 hover:bg-white/5`}
          >
            <Icon name="mic" aria-hidden="true" className="size-4" /> Record a voice note
          </button>
        )}

        {state.kind === "recording" && (
          <div className="grid gap-3">
            <div className="flex items-center gap-3">
              <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-danger-400" />
              <span className="text-sm font-medium text-white">Recording</span>
              <span
                className="ml-auto font-mono text-sm text-mist-300 tabular-nums"
                aria-label="Recording time"
              >
                {formatSeconds(state.elapsedMs)} / {formatSeconds(MAX_MS)}
              </span>
            </div>
            <div
              role="progressbar"
              aria-label="Recording progress"
              aria-valuemin={0}
              aria-valuemax={MAX_AUDIO_SECONDS}
              aria-valuenow={Math.floor(state.elapsedMs / 1000)}
              className="h-1.5 overflow-hidden rounded-full bg-white/10"
            >
              <div
                className="h-full origin-left rounded-full bg-gradient-to-r from-brand-400 to-aurora-400"
                style={{ transform: `scaleX(${state.elapsedMs / MAX_MS})` }}
              />
            </div>
            <button
              type="button"
              onClick={stop}
              className={`${pill} justify-self-start bg-white text-ink-950 hover:bg-mist-100`}
            >
              <Icon name="square" aria-hidden="true" className="size-4" /> Stop
            </button>
          </div>
        )}

        {state.kind === "recorded" && (
          <div className="flex flex-wrap items-center gap-3">
            {/* The buyer's own recording, played back to them: there is no caption track to offer. */}
            {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
            <audio ref={audioRef} src={state.url} preload="metadata" onEnded={() => setPlaying(false)} />
            <button
              type="button"
              onClick={() => void togglePlay()}
              className={`${pill} bg-white text-ink-950 hover:bg-mist-100`}
            >
              {playing ? (
                <Icon name="pause" aria-hidden="true" className="size-4" />
              ) : (
                <Icon name="play" aria-hidden="true" className="size-4" />
              )}
              {playing ? "Pause" : "Play"}
            </button>
            <button
              type="button"
              disabled={disabled}
              onClick={reset}
              className={`${pill} border border-white/15 text-white hover:border-white/35 hover:bg-white/5`}
            >
              <Icon name="rotate-ccw" aria-hidden="true" className="size-4" /> Reset
            </button>
            <p className="text-sm text-mist-300" role="status">
              Voice note recorded ({formatSeconds(state.note.durationMs)})
            </p>
          </div>
        )}

        {error && (
          <p role="alert" className="mt-3 text-sm text-warning-400">
            {error}
          </p>
        )}
      </div>
    </section>
  );
});
