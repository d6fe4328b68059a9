import { data } from "react-router";
import { NotesPanel } from "~/components/admin/notes-panel";
import { OrderSummary } from "~/components/admin/order-summary";
import { OrderTimeline } from "~/components/admin/order-timeline";
import { noteForm } from "~/features/operators/contract";
import { audit } from "~/features/operators/server/audit.server";
import { requireOperator } from "~/features/operators/server/guard.server";
import { addNote } from "~/features/operators/server/notes.server";
import { preorderDetail } from "~/features/operators/server/preorder-detail.server";
import { servicesContext } from "~/lib/app-context.server";
import type { Route } from "./+types/preorder";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.order.reference ?? "Pre-order"} · Luxid console` },
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args);
  const { database } = args.context.get(servicesContext);
  const id = args.params.id;
  const detail = UUID.test(id) ? await preorderDetail(database.db, id) : null;
  if (!detail) throw data({ error: "No such pre-order" }, { status: 404 });
  return detail;
}

/** POST: the detail page's operator actions, each written to the audit log. */
export async function action(args: Route.ActionArgs) {
  const { operator, form } = await requireOperator(args);
  const { database } = args.context.get(servicesContext);
  const id = args.params.id;
  if (!UUID.test(id)) throw data({ error: "No such pre-order" }, { status: 404 });
  const intent = form!.get("intent");
  if (intent === "note") {
    const parsed = noteForm.safeParse({ body: form!.get("body") });
    if (!parsed.success) {
      return data({ field: "body", error: parsed.error.issues[0]!.message }, { status: 400 });
    }
    const added = await addNote(database.db, {
      preorderId: id,
      operatorEmail: operator.email,
      body: parsed.data.body,
    });
    if (!added) throw data({ error: "No such pre-order" }, { status: 404 });
    await audit(database.db, { operatorEmail: operator.email, action: "note.added", preorderId: id });
    return { field: null, error: null, done: "note" };
  }
  return data({ field: "intent", error: "Unknown action" }, { status: 400 });
}

export default function PreorderDetail({ loaderData: d, actionData }: Route.ComponentProps) {
  const result = actionData as { field: string | null; error: string | null } | undefined;
  return (
    <div className="space-y-6">
      <OrderSummary detail={d} />
      <OrderTimeline detail={d} />
      <NotesPanel
        notes={d.notes}
        error={result?.field === "body" ? (result.error ?? undefined) : undefined}
      />
    </div>
  );
}
