import type { ReactNode } from "react";

/** A page's opening: eyebrow, heading and intro paragraph. */
export function PageIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="container-page pt-16 pb-10 md:pt-24 md:pb-14">
      {eyebrow && (
        <p className="text-xs font-semibold tracking-[0.2em] text-brand-300 uppercase">{eyebrow}</p>
      )}
      <h1 className="mt-3 max-w-4xl font-display text-headline font-semibold text-white">{title}</h1>
      {children && <div className="mt-5 max-w-2xl text-lg leading-relaxed text-mist-300">{children}</div>}
    </header>
  );
}
