import type { ComponentProps } from "react";

/** The site's pill buttons, by what they are for. */
const VARIANTS = {
  /** The main action on a dark page: white, dark text. */
  primary: "bg-white text-ink-950 hover:bg-mist-100",
  /** The page's one call to action: the brand gradient with its glow. */
  accent: "bg-gradient-to-r from-brand-400 to-aurora-400 text-ink-950 shadow-glow hover:brightness-110",
  /** Paying: solid brand blue (dark text: white on it measured under WCAG's 4.5:1). */
  brand: "bg-brand-400 text-ink-950 hover:bg-brand-300",
  /** The other choice beside a primary one: an outline. */
  secondary: "border border-white/15 text-white hover:border-white/40",
  /** A quiet control (close, navigation): no outline until hovered. */
  ghost: "text-mist-300 hover:bg-white/10 hover:text-white",
} as const;

// Heights: 36, 44, 48 and 52 px; the round icon button is its icon and 8 px around it.
const SIZES = {
  sm: "px-4 py-2 text-sm",
  md: "min-h-11 px-5 py-2.5",
  lg: "min-h-12 px-6 py-3",
  xl: "px-7 py-3.5",
  icon: "p-2",
  /** Two side by side in a narrow card: tighter on phones, never wrapping. */
  card: "min-h-11 px-3 py-2.5 text-sm whitespace-nowrap sm:px-4",
} as const;

type ButtonVariant = keyof typeof VARIANTS;
type ButtonSize = keyof typeof SIZES;

/**
 * The class names of a pill button, for a `<button>` and for a link that looks like one. `extra`
 * holds layout only (margins, width, order); colours and sizes come from the variant and size.
 */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "lg", extra = ""): string {
  const classes = `inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-[background-color,border-color,filter] disabled:opacity-60 ${VARIANTS[variant]} ${SIZES[size]}`;
  return extra ? `${classes} ${extra}` : classes;
}

/** A pill button; `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
