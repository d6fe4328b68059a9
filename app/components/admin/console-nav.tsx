import { Form, NavLink } from "react-router";
import { CsrfField } from "./csrf-field";

const links = [
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/preorders", label: "Pre-orders" },
  { to: "/admin/fulfilment", label: "Fulfilment" },
  { to: "/admin/review", label: "Needs review" },
  { to: "/admin/waves", label: "Waves" },
  { to: "/admin/leads", label: "Leads" },
  { to: "/admin/audit", label: "Audit log" },
];

/** The console's navigation and sign-out controls; wraps onto several lines on a phone. */
export function ConsoleNav({ email }: { email: string }) {
  return (
    <nav
      aria-label="Console"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-ink-600 pb-3"
    >
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {links.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              className={({ isActive }) =>
                `rounded px-1 py-2 underline-offset-4 hover:underline ${isActive ? "font-semibold text-brand-300" : "text-mist-100"}`
              }
            >
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="ml-auto flex flex-wrap items-center gap-3 text-sm text-mist-300">
        <span>{email}</span>
        <Form method="post" action="/admin/sign-out" className="flex gap-2">
          <CsrfField />
          <button
            name="scope"
            value="this"
            className="rounded border border-ink-600 px-3 py-2 hover:bg-ink-700"
          >
            Sign out
          </button>
          <button
            name="scope"
            value="everywhere"
            className="rounded border border-ink-600 px-3 py-2 hover:bg-ink-700"
          >
            Sign out everywhere
          </button>
        </Form>
      </div>
    </nav>
  );
}
