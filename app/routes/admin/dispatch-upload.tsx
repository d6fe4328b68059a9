import { BackLink } from "~/components/admin/back-link";
import { data } from "react-router";
import { UploadForm, UploadReport, type UploadAnswer } from "~/components/admin/dispatch-upload";
import { Panel } from "~/components/admin/ui";
import { requestContext, servicesContext } from "~/context.server";
import { dispatchKinds, type DispatchKind } from "~/features/fulfilment/shipping-contract";
import { dispatchUploadFromConsole } from "~/features/operators/server/console-dispatch.server";
import { consolePost } from "~/features/operators/server/guard.server";
import type { Route } from "./+types/dispatch-upload";
import { ConsolePage } from "~/components/admin/console-page";
import { counted } from "~/lib/plural";

export const meta: Route.MetaFunction = () => [{ title: "Dispatch upload · Luxid console" }];

/** Nothing to load, but a loader makes every visit ask the server, so the console's guard runs. */
export function loader() {
  return null;
}

/** The file's text: a file part wins over pasted rows. Only UTF-8 text is read. */
async function uploadedText(form: FormData): Promise<string | { error: string }> {
  const file = form.get("file");
  if (file instanceof File && file.size > 0) {
    try {
      const text = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
      return text.includes("\u0000") ? { error: "The file is not a CSV text file" } : text;
    } catch {
      return { error: "The file is not UTF-8 text: save it as CSV UTF-8 and upload it again" };
    }
  }
  const pasted = form.get("csv");
  return typeof pasted === "string" && pasted.trim()
    ? pasted
    : { error: "Choose a CSV file or paste its rows" };
}

/**
 * POST "check": every row's outcome, nothing written. POST "apply": the same rows applied in one
 * transaction, or none of them; each change and each refused apply is audited.
 */
export async function action(args: Route.ActionArgs) {
  const { operator, form } = consolePost(args.context);
  const services = args.context.get(servicesContext);
  const kindField = form.get("kind");
  const kind: DispatchKind = dispatchKinds.includes(kindField as DispatchKind)
    ? (kindField as DispatchKind)
    : "ship";
  const apply = form.get("intent") === "apply";
  const overrides = Object.fromEntries(
    [...form.entries()].flatMap(([name, value]) =>
      name.startsWith("override-") && typeof value === "string"
        ? [[name.slice("override-".length), value]]
        : [],
    ),
  );
  const text = await uploadedText(form);
  if (typeof text !== "string") {
    return data<UploadAnswer>(
      { kind, csv: "", overrides, report: null, field: "file", error: text.error, message: null },
      { status: 400 },
    );
  }
  const report = await dispatchUploadFromConsole(services.database.db, {
    kind,
    text,
    overrides,
    apply,
    operatorEmail: operator.email,
  });
  const changed = report.rows.filter((r) => r.outcome === "ready").length;
  if (report.applied && changed > 0) {
    args.context.get(requestContext).afterResponse(() => services.notifications.outbox.wake());
  }
  const message = report.applied
    ? `${kind === "ship" ? "Shipped" : "Delivered"}: ${counted(changed, "order")}, each buyer e-mailed once; ${report.rows.length - changed} already done.`
    : null;
  const answer: UploadAnswer = { kind, csv: text, overrides, report, field: null, error: null, message };
  // A refused apply is a conflict with the orders' state; a refused check is just its report.
  return apply && !report.applied ? data(answer, { status: 409 }) : answer;
}

export default function DispatchUpload({ actionData }: Route.ComponentProps) {
  return (
    <ConsolePage
      back={<BackLink to="/admin/fulfilment">Fulfilment</BackLink>}
      title="Shipped and delivered orders by CSV"
    >
      <p className="text-mist-300">
        The file is checked first, row by row; nothing changes until you apply it, and then every row is
        applied together or none is. Glasses orders without the buyer&apos;s prescription need your reason.
      </p>
      <Panel title="Upload">
        <UploadForm answer={actionData} />
      </Panel>
      {actionData?.report ? <UploadReport answer={actionData} /> : null}
    </ConsolePage>
  );
}
