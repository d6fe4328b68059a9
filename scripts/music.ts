/**
 * Synthesises the site's own ambient music loop: four soft pad chords with a slow pluck arpeggio,
 * 16 s, mono, 16 kHz, rendered as 16-bit PCM and encoded to Ogg Opus at a constant 24 kbit/s
 * (public/audio/ambient-loop.opus, ≈50 KB; the player's budget is 64 KB). The encoded file is
 * committed, so builds need no encoder; re-running this script needs `opusenc` (Debian: opus-tools).
 * The synthesis is deterministic. Every note's tail wraps around to the start, so the loop has no seam.
 *
 *   node scripts/music.ts
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const RATE = 16_000;
const SECONDS = 16;
const N = RATE * SECONDS;
const OUT = fileURLToPath(new URL("../public/audio/ambient-loop.opus", import.meta.url));
const BITRATE_KBPS = 24;

const mix = new Float64Array(N);
const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** Adds a sample at time index i, wrapping past the end back to the start (seamless loop). */
const add = (i: number, v: number) => {
  mix[((i % N) + N) % N]! += v;
};

// Cmaj9 → Am9 → Fmaj9 → G6/9, four seconds each.
const CHORDS = [
  [48, 55, 64, 71, 74],
  [45, 52, 60, 67, 71],
  [41, 48, 57, 64, 67],
  [43, 50, 59, 64, 69],
];
const CHORD_LEN = SECONDS / CHORDS.length;

CHORDS.forEach((notes, c) => {
  const start = Math.round((c * CHORD_LEN - 1) * RATE); // one-second overlap for a slow crossfade
  const len = Math.round((CHORD_LEN + 2) * RATE);
  for (const note of notes) {
    const f = hz(note);
    for (let k = 0; k < len; k++) {
      const t = k / RATE;
      const env = Math.sin((Math.PI * k) / len) ** 2; // raised cosine: no clicks
      // Two slightly detuned partials and a soft octave give the pad its width.
      const v =
        Math.sin(2 * Math.PI * f * t) +
        0.6 * Math.sin(2 * Math.PI * f * 1.003 * t + 1) +
        0.15 * Math.sin(2 * Math.PI * f * 2 * t);
      add(start + k, (v * env * 0.11) / notes.length ** 0.5);
    }
  }
});

// A slow pluck arpeggio over the chords: eighth notes at 60 bpm, every other one resting.
const STEP = 0.5;
for (let s = 0; s < SECONDS / STEP; s++) {
  if (s % 4 === 3) continue;
  const chord = CHORDS[Math.floor((s * STEP) / CHORD_LEN)]!;
  const note = chord[[2, 3, 4, 3][s % 4]!]! + 12;
  const f = hz(note);
  const start = Math.round(s * STEP * RATE);
  const len = Math.round(2.5 * RATE);
  for (let k = 0; k < len; k++) {
    const t = k / RATE;
    const env = Math.min(1, k / 80) * Math.exp(-t * 2.2);
    add(start + k, 0.09 * env * (Math.sin(2 * Math.PI * f * t) + 0.25 * Math.sin(4 * Math.PI * f * t)));
  }
}

// A gentle low-pass (one-pole, run twice around the loop so the state wraps too).
let y = 0;
for (let pass = 0; pass < 2; pass++) {
  for (let i = 0; i < N; i++) {
    y += 0.35 * (mix[i]! - y);
    if (pass === 1) mix[i] = y;
  }
}

let peak = 0;
for (const v of mix) peak = Math.max(peak, Math.abs(v));
const gain = 0.92 / peak;

// 16-bit PCM with triangular dither from a fixed-seed generator (deterministic input to the encoder).
let seed = 12345;
const rand = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
const data = Buffer.alloc(N * 2);
for (let i = 0; i < N; i++) {
  const dither = (rand() - rand()) / 32767;
  data.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(32767 * (mix[i]! * gain + dither)))), i * 2);
}

const header = Buffer.alloc(44);
header.write("RIFF", 0);
header.writeUInt32LE(36 + data.length, 4);
header.write("WAVE", 8);
header.write("fmt ", 12);
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE * 2, 28); // byte rate
header.writeUInt16LE(2, 32); // block align
header.writeUInt16LE(16, 34); // bits per sample
header.write("data", 36);
header.writeUInt32LE(data.length, 40);

const dir = mkdtempSync(join(tmpdir(), "luxid-music-"));
try {
  const wav = join(dir, "loop.wav");
  writeFileSync(wav, Buffer.concat([header, data]));
  execFileSync("opusenc", ["--quiet", "--music", "--hard-cbr", "--bitrate", String(BITRATE_KBPS), wav, OUT]);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`music: ${OUT} (${(statSync(OUT).size / 1024).toFixed(0)} KB, ${SECONDS} s loop)`);
