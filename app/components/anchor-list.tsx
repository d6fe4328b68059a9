import type { ReactNode } from "react";

/**
 * Links to this page's sections, in page order: the "On this page" lists of the policies and the
 * articles, the FAQ's categories. Plain `#id` anchors, so they work without a script.
 */
export function AnchorList({
  items,
  ordered = false,
  className,
  linkClassName,
}: {
  items: readonly { id: string; label: ReactNode }[];
  ordered?: boolean;
  className: string;
  linkClassName: string;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={className}>
      {items.map(({ id, label }) => (
        <li key={id}>
          <a href={`#${id}`} className={linkClassName}>
            {label}
          </a>
        </li>
      ))}
    </List>
  );
}
