import { data } from "react-router";
import { ConsolePostForm } from "~/components/admin/console-post-form";
import { secondaryButtonClass } from "~/components/admin/ui";
import { audit } from "~/lib/audit-log.server";
import { consolePost } from "~/features/operators/server/guard.server";
import { deleteLead, listLeads } from "~/features/operators/server/leads.server";
import { servicesContext } from "~/context.server";
import type { Route } from "./+types/leads";
import { ShopTime } from "~/components/admin/shop-time";
import { ConsolePage } from "~/components/admin/console-page";

export const meta: Route.MetaFunction = () => [{ title: "Leads · Luxid console" }];

export async function loader(args: Route.LoaderArgs) {
  const { database } = args.context.get(servicesContext);
  const page = Math.max(1, Math.min(10_000, Number(new URL(args.request.url).searchParams.get("page")) || 1));
  return { ...(await listLeads(database.db, page)), page };
}

/** POST: deletes a lead on the visitor's request. */
export async function action(args: Route.ActionArgs) {
  const { operator, form } = consolePost(args.context);
  const { database } = args.context.get(servicesContext);
  const sessionId = form.get("sessionId");
  if (typeof sessionId !== "string" || sessionId.length === 0 || sessionId.length > 100) {
    return data({ field: "sessionId", error: "Which lead?" }, { status: 400 });
  }
  if (!(await deleteLead(database.db, sessionId))) throw data({ error: "No such lead" }, { status: 404 });
  await audit(database.db, { operatorEmail: operator.email, action: "lead.deleted", detail: sessionId });
  return { field: null, error: null };
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { rows, total, page } = loaderData;
  return (
    <ConsolePage
      title="Leads"
      actions={
        <a href="/admin/export/leads.csv" className="ml-auto text-brand-300 underline" download>
          Export CSV
        </a>
      }
    >
      <p className="text-sm text-mist-300">
        {total} abandoned form starts (idle for 30 minutes or more), page {page}.
      </p>
      <ul className="space-y-3">
        {rows.map((l) => (
          <li key={l.sessionId} className="flex flex-wrap gap-3 rounded border border-ink-600 bg-ink-900 p-3">
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{l.name ?? "No name"}</p>
              <p className="text-sm break-all text-mist-300">
                {[l.email, l.phone, l.whatsapp].filter(Boolean).join(" · ") || "No contact yet"}
              </p>
              {l.address ? <p className="text-sm text-mist-300">{l.address}</p> : null}
              <p className="text-sm text-mist-300">
                {l.fieldsFilledCount} fields, last active <ShopTime value={l.lastActivity} />
              </p>
            </div>
            <ConsolePostForm>
              <input type="hidden" name="sessionId" value={l.sessionId} />
              <button type="submit" className={secondaryButtonClass}>
                Delete<span className="sr-only"> lead {l.name ?? l.sessionId}</span>
              </button>
            </ConsolePostForm>
          </li>
        ))}
      </ul>
    </ConsolePage>
  );
}
