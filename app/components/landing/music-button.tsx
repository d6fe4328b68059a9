import { Icon, type IconName } from "~/components/icon/icon";
import { onScrollFrames } from "~/lib/scroll-frames";
import { useEffect, useRef, useState } from "react";
import { MUSIC } from "~/content/landing";

/**
 * The floating music control: play/pause for the site's own ambient loop at volume 0.3, plus a
 * mute toggle. Never autoplays: nothing downloads until the visitor presses play.
 */
export function MusicButton() {
  const audio = useRef<HTMLAudioElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const covering = useYieldToControls(box);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);

  const toggle = async () => {
    const el = audio.current;
    if (!el) return;
    if (!el.paused) {
      el.pause();
      return;
    }
    el.volume = MUSIC.volume;
    try {
      await el.play();
    } catch {
      setPlaying(false);
    }
  };
  const toggleMute = () => {
    const el = audio.current;
    if (!el) return;
    el.muted = !el.muted;
    setMuted(el.muted);
  };

  return (
    <div
      ref={box}
      data-testid="music-controls"
      // Toasts on phones keep clear of it (app.css).
      data-floating-control=""
      data-yield={covering ? "" : undefined}
      className="fixed right-4 bottom-4 z-30 flex items-center gap-1 rounded-full border border-white/10 bg-ink-900/85 p-1 shadow-card backdrop-blur-md transition-[opacity,translate] duration-200 data-yield:pointer-events-none data-yield:translate-y-3 data-yield:opacity-0 md:right-6 md:bottom-6"
    >
      {/* Instrumental ambient music: no words, so nothing to caption. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        ref={audio}
        src={MUSIC.src}
        loop
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        data-testid="music"
      />
      <RoundToggle
        pressed={playing}
        onPress={() => void toggle()}
        off={{ label: "Play music", icon: "music" }}
        on={{ label: "Pause music", icon: "pause" }}
        className="bg-gradient-to-br from-brand-400 to-aurora-400 text-ink-950 transition-transform hover:scale-105"
      />
      <RoundToggle
        pressed={muted}
        onPress={toggleMute}
        off={{ label: "Mute music", icon: "volume-2" }}
        on={{ label: "Unmute music", icon: "volume-x" }}
        className="text-mist-300 hover:bg-white/8 hover:text-white"
      />
    </div>
  );
}

/** A round toggle whose label and icon say what pressing it does, pressed or not. */
function RoundToggle(props: {
  pressed: boolean;
  onPress: () => void;
  off: { label: string; icon: IconName };
  on: { label: string; icon: IconName };
  className: string;
}) {
  const face = props.pressed ? props.on : props.off;
  return (
    <button
      type="button"
      onClick={props.onPress}
      aria-label={face.label}
      aria-pressed={props.pressed}
      className={`grid size-11 place-items-center rounded-full ${props.className}`}
    >
      <Icon name={face.icon} aria-hidden="true" className="size-5" />
    </button>
  );
}

const CONTROLS =
  'a[href], button, input, select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';

/**
 * True while a control of the page lies under the floating box (checked on scroll and resize at
 * its corners and centre). The box then fades away, so it never hides a button or a link; it stays
 * while it holds the keyboard focus.
 */
function useYieldToControls(box: React.RefObject<HTMLElement | null>) {
  const [covering, setCovering] = useState(false);
  useEffect(() => {
    const check = () => {
      const el = box.current;
      if (!el || el.contains(document.activeElement)) return setCovering(false);
      const r = el.getBoundingClientRect();
      const points = [
        [r.left + 2, r.top + 2],
        [r.right - 2, r.top + 2],
        [r.left + 2, r.bottom - 2],
        [r.right - 2, r.bottom - 2],
        [r.left + r.width / 2, r.top + r.height / 2],
      ] as const;
      setCovering(
        points.some(([x, y]) =>
          document.elementsFromPoint(x, y).some((hit) => !el.contains(hit) && hit.closest(CONTROLS)),
        ),
      );
    };
    const watching = onScrollFrames(check, { resize: true });
    watching.schedule();
    return watching.stop;
  }, [box]);
  return covering;
}
