import type { ComponentProps } from "react";
import { Link } from "react-router";

/**
 * A link of compiled Markdown: one inside the site navigates without a reload; one out is an
 * ordinary link, opened in a new tab when `newTabOut` is set.
 */
export function MarkdownLink({
  href = "",
  newTabOut = false,
  children,
  ...rest
}: ComponentProps<"a"> & { newTabOut?: boolean }) {
  if (href.startsWith("/")) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} rel="noopener noreferrer" target={newTabOut ? "_blank" : undefined} {...rest}>
      {children}
    </a>
  );
}
