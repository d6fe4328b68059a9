import { emailKindLabel, staffStatusLabel } from "~/features/orders/status-labels";
import { Panel } from "./ui";
import { type PreorderDetail } from "./types";
import { ShopTime, TimedEntry } from "./shop-time";

/** Payment timeline (every state change with its source), e-mail log and the operators' actions. */
export function OrderTimeline({ detail }: { detail: PreorderDetail }) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <Panel title="Payment timeline">
        <ol className="space-y-2">
          <TimedEntry at={detail.order.createdAt}>received</TimedEntry>
          {detail.timeline.map((t) => (
            <TimedEntry key={t.id} at={t.createdAt}>
              {staffStatusLabel(t.fromStatus)} → {staffStatusLabel(t.toStatus)}{" "}
              <span className="text-sm text-mist-300">
                ({t.source}
                {t.detail ? `: ${t.detail}` : ""})
              </span>
            </TimedEntry>
          ))}
        </ol>
      </Panel>
      <Panel title="E-mail log">
        {detail.emails.length === 0 ? (
          <p className="text-mist-300">No e-mail yet.</p>
        ) : (
          <ul className="space-y-2">
            {detail.emails.map((e) => (
              <li key={e.id}>
                {emailKindLabel(e.kind)}:{" "}
                {e.sentAt ? (
                  <>
                    sent <ShopTime value={e.sentAt} />
                  </>
                ) : (
                  `pending (${e.attempts} attempts${e.lastError ? `, ${e.lastError}` : ""})`
                )}
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title="Operator actions">
        {detail.auditTrail.length === 0 ? (
          <p className="text-mist-300">None yet.</p>
        ) : (
          <ul className="space-y-2">
            {detail.auditTrail.map((a) => (
              <TimedEntry key={a.id} at={a.createdAt}>
                {a.action} by {a.operatorEmail}
                {a.detail ? <span className="text-sm text-mist-300"> ({a.detail})</span> : null}
              </TimedEntry>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
