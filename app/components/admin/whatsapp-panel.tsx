import { emailKindLabel } from "~/features/orders/status-labels";
import { ShopTime } from "./shop-time";
import type { PreorderDetail } from "./types";
import { Panel } from "./ui";

/** The buyer's WhatsApp consent (when and which wording, stopped how) and each template sent, with Meta's status. */
export function WhatsappPanel({ whatsapp }: { whatsapp: PreorderDetail["whatsapp"] }) {
  const { consent, messages, pending } = whatsapp;
  return (
    <Panel title="WhatsApp updates">
      <p data-testid="whatsapp-consent">
        {consent ? (
          <>
            Opted in <ShopTime value={consent.optedInAt} /> {`(wording ${consent.wordingVersion})`}
            {consent.optedOutAt ? (
              <>
                ; stopped <ShopTime value={consent.optedOutAt} />{" "}
                {consent.optOutSource === "stop_reply" ? "by a STOP reply" : "from the order page"}
              </>
            ) : null}
            .
          </>
        ) : (
          "No consent: nothing is sent on WhatsApp."
        )}
      </p>
      {messages.length > 0 ? (
        <ul className="mt-3 space-y-2" data-testid="whatsapp-messages">
          {messages.map((m) => (
            <li key={m.id}>
              {`${m.template}: ${m.status}${m.errorCode ? ` (error ${m.errorCode})` : ""} `}
              <ShopTime value={m.statusAt} />
            </li>
          ))}
        </ul>
      ) : null}
      {pending.length > 0 ? (
        <ul className="mt-3 space-y-2" data-testid="whatsapp-pending">
          {pending.map((p) => (
            <li key={p.id}>
              {`${emailKindLabel(p.kind)}: pending (${p.attempts} attempts${p.lastError ? `, ${p.lastError}` : ""})`}
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}
