import type { ReactNode } from "react";
import { Icon } from "~/components/icon/icon";
import { LinkButton } from "./link-button";

/*
 * The building blocks the marketing pages (about, contact, features, tech neck) are made of.
 * One module, so a page that uses several of them loads one script for them, not one each.
 */

/** The small uppercase line above a heading that names the page or section. */
export function Eyebrow({ children }: { children: ReactNode }) {
  return <p className="text-xs font-semibold tracking-[0.2em] text-brand-300 uppercase">{children}</p>;
}

const DISPLAY_HEADING = "font-display text-display font-semibold text-white";

/**
 * A marketing page's opening words: eyebrow, the display-size page heading and the lead paragraph.
 * The page places them (a header of its own, or a column beside a picture).
 */
export function HeroText({
  eyebrow,
  title,
  lead,
  wide = false,
}: {
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  /** Let the heading run to 56rem instead of the column's width. */
  wide?: boolean;
}) {
  return (
    <>
      <Eyebrow>{eyebrow}</Eyebrow>
      <h1 className={wide ? `mt-4 max-w-4xl ${DISPLAY_HEADING}` : `mt-4 ${DISPLAY_HEADING}`}>{title}</h1>
      <p className="mt-6 max-w-2xl text-lg leading-relaxed text-mist-300">{lead}</p>
    </>
  );
}

/** One figure and what it measures. */
export interface Stat {
  value: string;
  label: string;
}

/**
 * Figures as a definition list: each label (`dt`) with its value (`dd`). The classes set the look:
 * a joined panel of tiles, or separate cards.
 */
export function StatList({
  stats,
  className,
  itemClassName,
  labelClassName = "text-sm text-mist-400",
  valueClassName = "font-display text-3xl font-semibold text-white tabular-nums",
}: {
  stats: readonly Stat[];
  className: string;
  itemClassName: string;
  labelClassName?: string;
  valueClassName?: string;
}) {
  return (
    <dl className={className}>
      {stats.map((s) => (
        <div key={s.label} className={itemClassName}>
          <dt className={labelClassName}>{s.label}</dt>
          <dd className={valueClassName}>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A soft blurred light behind a panel's content; `className` places, sizes and colours it. */
export function Glow({ className }: { className: string }) {
  return (
    <div aria-hidden="true" className={`pointer-events-none absolute ${className} rounded-full blur-3xl`} />
  );
}

const PANEL =
  "relative overflow-hidden rounded-[2rem] border border-white/10 bg-gradient-to-br from-ink-800 via-ink-900 to-ink-950 p-8 shadow-glow";

/**
 * The dark gradient panel that carries a page's invitation (pre-order, write to us), lit by one or
 * more glows. `className` adds the wider-screen padding and any layout.
 */
export function GlowPanel({
  glows,
  className,
  children,
}: {
  /** One `Glow` class list per light. */
  glows: readonly string[];
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={`${PANEL} ${className}`}>
      {glows.map((glow) => (
        <Glow key={glow} className={glow} />
      ))}
      {children}
    </div>
  );
}

/** The panel's classes for a `section` that is itself the panel. */
export const glowPanelClassName = (className: string) => `${PANEL} ${className}`;

/** The pre-order call to action: to the form with Vue Glass in it, in the accent style unless told. */
export function PreorderButton({
  children,
  variant = "accent",
}: {
  children: ReactNode;
  variant?: "accent" | "primary";
}) {
  return (
    <LinkButton to="/preorder?items=glasses" variant={variant}>
      {children}
      <Icon name="arrow-right" aria-hidden="true" className="size-4" />
    </LinkButton>
  );
}
