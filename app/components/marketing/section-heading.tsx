import type { ReactNode } from "react";

/** Eyebrow, heading and intro that open a page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "start",
}: {
  /** Id of the heading, for the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  align?: "start" | "center";
}) {
  const centered = align === "center";
  return (
    <div className={centered ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow && (
        <p className="text-xs font-semibold tracking-[0.2em] text-brand-300 uppercase">{eyebrow}</p>
      )}
      <h2 id={id} className="mt-3 font-display text-headline font-semibold text-white">
        {title}
      </h2>
      {children && <div className="mt-4 text-lg leading-relaxed text-mist-300">{children}</div>}
    </div>
  );
}

/** A titled band of a marketing page: labelled by its heading, with an optional intro. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  className,
  children,
}: {
  /** Id of the heading, for the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  /** Vertical padding (and anything else) after `container-page`. */
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`container-page ${className}`}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title}>
        {intro}
      </SectionHeading>
      {children}
    </section>
  );
}
