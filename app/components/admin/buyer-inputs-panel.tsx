import { formatMeasure, type PrescriptionValueField } from "~/features/fulfilment/contract";
import type { BuyerInputs } from "~/features/fulfilment/server/buyer-inputs.server";
import { FigureTable, Panel } from "./ui";
import { ShopTime, TimedEntry } from "./shop-time";

const EYES = [
  ["Right (OD)", ["rightSph", "rightCyl", "rightAxis", "rightAdd"]],
  ["Left (OS)", ["leftSph", "leftCyl", "leftAxis", "leftAdd"]],
] as const satisfies readonly (readonly [string, readonly PrescriptionValueField[]])[];

const FILE_WORD: Record<string, string> = {
  "image/jpeg": "JPEG photo",
  "image/png": "PNG image",
  "application/pdf": "PDF",
};

/**
 * The console's view of what the buyer gave before dispatch: the prescription for the lenses (or
 * its absence, or the operator's override) and each correction of the address and phone, with
 * the values before and after.
 */
export function BuyerInputsPanel({
  preorderId,
  includesGlasses,
  prescriptionOverride,
  inputs,
  delivered = false,
}: {
  preorderId: string;
  includesGlasses: boolean;
  /** Delivered orders keep no prescription: it is deleted on delivery. */
  delivered?: boolean;
  prescriptionOverride: string | null;
  inputs: BuyerInputs;
}) {
  const rx = inputs.prescription;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Panel title="Prescription">
        {!includesGlasses ? (
          <p className="text-mist-300">No glasses on this order: no prescription needed.</p>
        ) : !rx && delivered ? (
          <p className="text-mist-300" data-testid="prescription-deleted">
            Deleted on delivery: prescriptions are not kept once the lenses are delivered.
          </p>
        ) : !rx ? (
          <p className="text-warning-400" data-testid="prescription-missing">
            Not given yet.
            {prescriptionOverride ? ` Dispatch allowed without it: ${prescriptionOverride}` : ""}
          </p>
        ) : (
          <div data-testid="prescription">
            <p className="text-sm text-mist-300">
              Given <ShopTime value={rx.updatedAt} />
            </p>
            {rx.kind === "none" && <p className="mt-2">The buyer needs no prescription.</p>}
            {rx.kind === "file" && (
              <p className="mt-2">
                <a
                  className="text-brand-300 underline"
                  href={`/admin/preorders/${preorderId}/prescription`}
                  target="_blank"
                  rel="noreferrer"
                >
                  {`Open the prescription (${FILE_WORD[rx.fileMime ?? ""] ?? rx.fileMime}, ${Math.ceil((rx.fileSize ?? 0) / 1024)} KB)`}
                </a>
              </p>
            )}
            {rx.kind === "values" && (
              <div className="mt-2">
                <FigureTable
                  headings={["Eye", "SPH", "CYL", "AXIS", "ADD"]}
                  rows={EYES.map(([eye, fields]) => ({
                    key: eye,
                    cells: [eye, ...fields.map((f) => formatMeasure(f, rx[f]))],
                  }))}
                />
                <p className="mt-2">
                  PD: {rx.pd === null ? "not given" : `${formatMeasure("pd", rx.pd)} mm`}
                </p>
              </div>
            )}
          </div>
        )}
      </Panel>
      <Panel title="Address corrections">
        {inputs.addressChanges.length === 0 ? (
          <p className="text-mist-300">None.</p>
        ) : (
          <ol className="space-y-3" data-testid="address-changes">
            {inputs.addressChanges.map((c) => (
              <TimedEntry key={c.id} at={c.createdAt}>
                <dl className="mt-1 grid grid-cols-[5rem_1fr] gap-x-2 text-sm">
                  <dt className="text-mist-300">Was</dt>
                  <dd className="whitespace-pre-line">{`${c.oldAddress}\n${c.oldPhone}`}</dd>
                  <dt className="text-mist-300">Now</dt>
                  <dd className="whitespace-pre-line">{`${c.newAddress}\n${c.newPhone}`}</dd>
                </dl>
              </TimedEntry>
            ))}
          </ol>
        )}
      </Panel>
    </div>
  );
}
