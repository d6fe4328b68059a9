import { Link } from "react-router";

/** The link above a console page's title, back to the page it belongs under. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <p>
      <Link to={to} className="text-brand-300 underline">
        {children}
      </Link>
    </p>
  );
}
