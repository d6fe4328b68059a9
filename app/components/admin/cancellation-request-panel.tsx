import { ShopTime } from "./shop-time";
import { CancellationBadge, Panel } from "./ui";

/** The buyer's own request to cancel, from their order page, and what the operator can do about it. */
export function CancellationRequestPanel({
  requestedAt,
  reason,
  canCancel,
}: {
  requestedAt: Date | string;
  reason: string | null;
  canCancel: boolean;
}) {
  return (
    <Panel title="Cancellation request">
      <p className="flex flex-wrap items-center gap-2">
        <CancellationBadge />
        <span>
          The buyer asked to cancel on <ShopTime value={requestedAt} />.
        </span>
      </p>
      <p className="mt-2 whitespace-pre-line">{reason ? `Reason: ${reason}` : "No reason given."}</p>
      <p className="mt-2 text-sm text-mist-300">
        {canCancel
          ? "Cancel the order below: it refunds what was captured."
          : "Refund below if anything is left."}
      </p>
    </Panel>
  );
}
