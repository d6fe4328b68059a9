import { ConsolePostForm } from "./console-post-form";
import type { ActionResult } from "~/features/operators/contract";
import { ActionMessages, Panel, buttonClass } from "./ui";

/**
 * "Resend the order link": a buyer who lost the link to their order page gets it again by e-mail,
 * with the links to their other orders on the same address. Audited; the console never shows the
 * link itself, so no operator holds a buyer's key to the page.
 */
export function OrderLinkPanel({ result }: { result: ActionResult | undefined }) {
  const mine = result?.intent === "resend-link" ? result : undefined;
  return (
    <Panel title="Order link">
      <ActionMessages error={mine?.error} message={mine?.message} spacing="mb-3" />
      <ConsolePostForm className="space-y-3" intent="resend-link">
        <p className="text-sm text-mist-300">
          The buyer lost the link to their order page? They get one e-mail with the link to every order on
          their address.
        </p>
        <button type="submit" className={buttonClass}>
          Resend the order link
        </button>
      </ConsolePostForm>
    </Panel>
  );
}
