import { ConsolePostForm } from "./console-post-form";
import type { ActionResult } from "~/features/operators/contract";
import { ActionMessages, Panel, buttonClass } from "./ui";

/**
 * The single "Send balance link" for an order no wave will take (accessories only, or a glasses
 * order an operator sends on its own). Shown only while the order waits for its link.
 */
export function BalanceLinkPanel({
  canSend,
  includesGlasses,
  result,
}: {
  canSend: boolean;
  includesGlasses: boolean;
  result: ActionResult | undefined;
}) {
  const mine = result?.intent === "balance-link" ? result : undefined;
  if (!canSend && !mine) return null;
  return (
    <Panel title="Balance">
      <ActionMessages error={mine?.error} message={mine?.message} spacing="mb-3" />
      {canSend ? (
        <ConsolePostForm className="space-y-3" intent="balance-link">
          <p className="text-sm text-mist-300">
            {includesGlasses
              ? "This glasses order is in no wave yet. Sending its link on its own takes it out of the queue's next wave."
              : "Accessory-only orders take no place in the delivery queue, so no wave sends their link."}{" "}
            The buyer gets one e-mail with a link to pay the balance on their order page.
          </p>
          <button type="submit" className={buttonClass}>
            Send balance link
          </button>
        </ConsolePostForm>
      ) : null}
    </Panel>
  );
}
