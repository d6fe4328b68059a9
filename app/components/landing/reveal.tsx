import type { ReactNode } from "react";

/**
 * A block that reveals as it scrolls into view (see `useSectionReveal`). Plain markup, so it
 * can sit in server HTML that never hydrates.
 */
export function Reveal({
  children,
  className = "",
  ...rest
}: { children: ReactNode; className?: string } & Omit<
  React.ComponentProps<"div">,
  "children" | "className"
>) {
  return (
    <div data-reveal-section="" className={className} {...rest}>
      {children}
    </div>
  );
}
