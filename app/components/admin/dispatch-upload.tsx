import type { CsvReport, RowOutcome } from "~/features/fulfilment/server/dispatch-csv.server";
import type { DispatchKind } from "~/features/fulfilment/shipping-contract";
import { ConsoleTable } from "./console-table";
import { ConsolePostForm } from "./console-post-form";
import { ActionMessages, FieldError, Panel, buttonClass, inputClass } from "./ui";

export interface UploadAnswer {
  kind: DispatchKind;
  /** The file's text, carried from the check to the apply. */
  csv: string;
  overrides: Record<string, string>;
  report: CsvReport | null;
  field: string | null;
  error: string | null;
  message: string | null;
}

const OUTCOME: Record<RowOutcome, string> = {
  ready: "Ready",
  unchanged: "Already done",
  needs_override: "Needs a reason",
  error: "Refused",
};

const VERB: Record<DispatchKind, (n: number) => string> = {
  ship: (n) => `Ship ${n} ${n === 1 ? "order" : "orders"}`,
  deliver: (n) => `Mark ${n} ${n === 1 ? "order" : "orders"} delivered`,
};

/** The upload form: what happened to the orders, and the file (or its rows pasted). */
export function UploadForm({ answer }: { answer?: UploadAnswer | undefined }) {
  const error = (field: string) => (answer?.field === field ? (answer.error ?? undefined) : undefined);
  return (
    <ConsolePostForm
      encType="multipart/form-data"
      className="space-y-4"
      aria-label="Upload a dispatch file"
      intent="check"
    >
      <fieldset>
        <legend className="mb-1 text-sm">What happened to the orders listed</legend>
        {(["ship", "deliver"] as const).map((kind) => (
          <label key={kind} className="mr-6 inline-flex items-center gap-2">
            <input type="radio" name="kind" value={kind} defaultChecked={(answer?.kind ?? "ship") === kind} />
            {kind === "ship" ? "Shipped: reference,carrier,tracking_number" : "Delivered: reference"}
          </label>
        ))}
      </fieldset>
      <div>
        <label htmlFor="file" className="mb-1 block text-sm">
          CSV file
        </label>
        <input id="file" name="file" type="file" accept=".csv,text/csv" className={inputClass} />
      </div>
      <div>
        <label htmlFor="csv" className="mb-1 block text-sm">
          Or paste its rows, header first
        </label>
        <textarea
          id="csv"
          name="csv"
          rows={5}
          className={`${inputClass} font-mono`}
          aria-describedby={error("file") ? "file-error" : undefined}
        />
        <FieldError id="file-error" message={error("file")} />
      </div>
      <button type="submit" className={buttonClass}>
        Check the file
      </button>
    </ConsolePostForm>
  );
}

/** Each row's outcome; when every row can go, the form that applies them all at once. */
export function UploadReport({ answer }: { answer: UploadAnswer }) {
  const report = answer.report!;
  const ready = report.rows.filter((r) => r.outcome === "ready").length;
  const refused = report.rows.filter((r) => r.outcome === "error");
  const needReason = report.rows.filter((r) => r.outcome === "needs_override");
  const canApply =
    !report.applied && report.problem === null && refused.length === 0 && ready + needReason.length > 0;
  return (
    <Panel title={report.applied ? "Applied" : "Check"}>
      <ActionMessages
        error={
          report.problem ??
          (refused.length > 0
            ? `Refused: ${refused.map((r) => `row ${r.row}`).join(", ")}. Nothing was changed; fix these rows and upload the file again.`
            : null)
        }
        message={answer.message}
        spacing="mb-3"
      />
      {report.rows.length > 0 ? (
        <ConsoleTable caption="Rows of the file" columns={["Row", "Reference", "Outcome", "Details"]} dense>
          {report.rows.map((r) => (
            <tr key={r.row} className="border-t border-ink-700 align-top" data-outcome={r.outcome}>
              <th scope="row" className="py-1 font-normal tabular-nums">
                {r.row}
              </th>
              <td className="font-mono">{r.reference || "—"}</td>
              <td className={r.outcome === "error" ? "text-danger-400" : undefined}>{OUTCOME[r.outcome]}</td>
              <td>{r.message}</td>
            </tr>
          ))}
        </ConsoleTable>
      ) : null}
      {canApply ? (
        <ConsolePostForm
          encType="multipart/form-data"
          className="mt-4 space-y-3"
          aria-label="Apply the file"
          intent="apply"
        >
          <input type="hidden" name="kind" value={report.kind} />
          <input type="hidden" name="csv" value={answer.csv} />
          {needReason.map((r) => (
            <div key={r.reference}>
              <label htmlFor={`override-${r.reference}`} className="mb-1 block text-sm">
                Row {r.row}: reason to ship {r.reference} without the buyer&apos;s prescription
              </label>
              <textarea
                id={`override-${r.reference}`}
                name={`override-${r.reference}`}
                rows={2}
                maxLength={500}
                required
                defaultValue={answer.overrides[r.reference] ?? ""}
                className={inputClass}
              />
            </div>
          ))}
          <p className="text-sm text-mist-300">
            All rows are applied together, or none: each buyer is e-mailed once.
          </p>
          <button type="submit" className={buttonClass}>
            {VERB[report.kind](ready + needReason.length)}
          </button>
        </ConsolePostForm>
      ) : null}
    </Panel>
  );
}
