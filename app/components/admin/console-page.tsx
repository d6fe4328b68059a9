import type { ReactNode } from "react";

/**
 * A console page: its one heading, the same on every page, with what sits beside it (an export
 * link) and what leads back above it, then the page's content at one spacing.
 */
export function ConsolePage({
  title,
  back,
  actions,
  className = "",
  children,
}: {
  title: ReactNode;
  back?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const heading = <h1 className="text-2xl font-semibold text-mist-50">{title}</h1>;
  return (
    <div className={`space-y-6 ${className}`}>
      {back}
      {actions ? (
        <div className="flex flex-wrap items-center gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </div>
  );
}
