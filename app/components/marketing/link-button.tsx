import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

/** A call-to-action link styled as a pill button. */
export function LinkButton({
  to,
  variant = "primary",
  badge,
  children,
  className = "",
}: {
  to: string;
  variant?: "primary" | "accent" | "secondary";
  /** A small flag such as "NEW", read after the label. */
  badge?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link to={to} className={buttonClass(variant, "lg", `text-[0.95rem] ${className}`.trim())}>
      {children}
      {badge && (
        <span className="rounded-full bg-gradient-to-r from-brand-400 to-aurora-400 px-2 py-0.5 text-[0.65rem] font-bold tracking-wider text-ink-950">
          {badge}
        </span>
      )}
    </Link>
  );
}
