import type { ReactNode } from "react";
import { Link } from "react-router";

const VARIANTS = {
  primary: "bg-white text-ink-950 hover:bg-mist-100",
  accent: "bg-gradient-to-r from-brand-400 to-aurora-400 text-ink-950 shadow-glow hover:brightness-110",
  secondary: "border border-white/15 bg-white/[0.03] text-white hover:border-white/30 hover:bg-white/[0.07]",
} as const;

/** A call-to-action link styled as a pill button. */
export function LinkButton({
  to,
  variant = "primary",
  badge,
  children,
  className = "",
}: {
  to: string;
  variant?: keyof typeof VARIANTS;
  /** A small flag such as "NEW", read after the label. */
  badge?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-[0.95rem] font-semibold transition-[background-color,border-color,filter] ${VARIANTS[variant]} ${className}`}
    >
      {children}
      {badge && (
        <span className="rounded-full bg-gradient-to-r from-brand-400 to-aurora-400 px-2 py-0.5 text-[0.65rem] font-bold tracking-wider text-ink-950">
          {badge}
        </span>
      )}
    </Link>
  );
}
