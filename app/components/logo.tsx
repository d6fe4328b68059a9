import { useId } from "react";

/** The Luxid wordmark with its lens glyph. */
export function Logo({ className = "" }: { className?: string }) {
  // The header and the footer both draw it: each copy needs its own gradient id.
  const gradient = `logo-g${useId().replace(/:/g, "")}`;
  return (
    <span
      className={`inline-flex items-center gap-2 font-display text-xl font-semibold tracking-tight text-white ${className}`}
    >
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#8fd3ff" />
            <stop offset="1" stopColor="#a78bfa" />
          </linearGradient>
        </defs>
        {/* The two lenses. */}
        {[2, 18].map((x) => (
          <rect
            key={x}
            x={x}
            y="9"
            width="12"
            height="12"
            rx="5"
            fill="none"
            stroke={`url(#${gradient})`}
            strokeWidth="2.5"
          />
        ))}
        <path d="M14 14.5h4" stroke={`url(#${gradient})`} strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      Luxid
    </span>
  );
}
