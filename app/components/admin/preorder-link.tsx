import { Link } from "react-router";

/** An order's reference, linked to its console page. */
export function PreorderLink({
  id,
  reference,
  className = "",
}: {
  id: string;
  reference: string;
  /** Extra classes: spacing, say. */
  className?: string;
}) {
  return (
    <Link to={`/admin/preorders/${id}`} className={`font-mono text-brand-300 underline ${className}`.trim()}>
      {reference}
    </Link>
  );
}
