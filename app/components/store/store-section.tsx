import type { ReactNode } from "react";

/** A titled band of a store page, with an optional eyebrow and intro. */
export function StoreSection({
  id,
  eyebrow,
  title,
  intro,
  children,
  className = "",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`container-page py-14 md:py-20 ${className}`}>
      {eyebrow && (
        <p className="text-xs font-semibold tracking-[0.2em] text-brand-300 uppercase">{eyebrow}</p>
      )}
      <h2 id={`${id}-title`} className="mt-2 font-display text-3xl font-semibold text-white md:text-4xl">
        {title}
      </h2>
      {intro && <div className="mt-4 max-w-2xl text-lg leading-relaxed text-mist-300">{intro}</div>}
      <div className="mt-10">{children}</div>
    </section>
  );
}

/** A main product page's first band under the hero: what the product is for. */
export function OverviewSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <StoreSection
      id="overview"
      eyebrow="Overview"
      title={title}
      intro={intro}
      className="border-t border-white/5"
    >
      {children}
    </StoreSection>
  );
}
