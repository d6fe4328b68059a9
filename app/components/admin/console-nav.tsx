import { Link } from "react-router";
import { TabNav } from "~/components/ui/tab-nav";
import { ConsolePostForm } from "./console-post-form";

const links = [
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/preorders", label: "Pre-orders" },
  { to: "/admin/fulfilment", label: "Fulfilment" },
  { to: "/admin/review", label: "Needs review" },
  { to: "/admin/waves", label: "Waves" },
  { to: "/admin/leads", label: "Leads" },
  { to: "/admin/documents", label: "GST documents" },
  { to: "/admin/audit", label: "Audit log" },
  { to: "/admin/vitals", label: "Page speed" },
];

const smallButton =
  "rounded border border-ink-600 px-2.5 py-1.5 text-sm text-mist-100 hover:bg-ink-700 focus-visible:outline-brand-300";

/**
 * The console's own header: its name, who is signed in, sign-out, and the console's sections as
 * tabs (scrolling sideways on a phone rather than wrapping into a tall block).
 */
export function ConsoleNav({ email, timeZone }: { email: string; timeZone: string }) {
  return (
    <header className="border-b border-ink-700 bg-ink-900">
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 pt-3 pb-2">
        <Link
          to="/admin/dashboard"
          className="flex items-baseline gap-2 rounded text-base font-semibold text-mist-50"
        >
          Luxid <span className="font-normal text-mist-300">Operations console</span>
        </Link>
        <div className="ml-auto flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-mist-300">
          <span
            className="hidden md:inline"
            title="Times in the console are shown in this zone; UTC on hover"
          >
            {timeZone}
          </span>
          <span className="max-w-[14rem] truncate" title={email}>
            {email}
          </span>
          <ConsolePostForm action="/admin/sign-out" className="flex gap-2">
            <button name="scope" value="this" className={smallButton}>
              Sign out
            </button>
            <button name="scope" value="everywhere" className={smallButton}>
              Sign out everywhere
            </button>
          </ConsolePostForm>
        </div>
      </div>
      <TabNav
        label="Console"
        pages={links}
        className="mx-auto w-full max-w-7xl overflow-x-auto px-2"
        listClassName="flex min-w-max gap-1"
        linkClass={(isActive) =>
          `block border-b-2 px-2.5 py-2 text-sm ${
            isActive
              ? "border-brand-400 font-semibold text-mist-50"
              : "border-transparent text-mist-300 hover:text-mist-50"
          }`
        }
      />
    </header>
  );
}
