import { Link } from "react-router";
import type { FulfilmentListRow } from "~/features/fulfilment/server/fulfilment-view.server";
import { calendarDateWords } from "~/lib/delivery-window";
import { staffStatusLabel } from "~/lib/status-labels";
import { ShopTime } from "./shop-time";

const PRESCRIPTION: Record<FulfilmentListRow["prescription"], string> = {
  given: "Given",
  override: "Shipped on a reason",
  missing: "Missing",
  not_needed: "Not needed",
};

/** Orders of a fulfilment figure, in queue order, each linked to its console page. */
export function FulfilmentListTable({ rows }: { rows: readonly FulfilmentListRow[] }) {
  if (rows.length === 0) return <p className="text-mist-300">No order is in this list.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Orders in this list</caption>
        <thead>
          <tr className="text-mist-300">
            <th scope="col">Reference</th>
            <th scope="col">State</th>
            <th scope="col">Wave ships</th>
            <th scope="col">Link sent</th>
            <th scope="col">Balance paid</th>
            <th scope="col">Prescription</th>
            <th scope="col">Shipped</th>
            <th scope="col">Delivered</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-t border-ink-700 align-top">
              <th scope="row" className="py-2 font-mono font-normal">
                <Link to={`/admin/preorders/${r.id}`} className="text-brand-300 underline">
                  {r.reference}
                </Link>
              </th>
              <td>{staffStatusLabel(r.status)}</td>
              <td>{r.shipDate ? calendarDateWords(r.shipDate) : "—"}</td>
              <td className="tabular-nums">
                <ShopTime value={r.balanceRequestedAt} />
              </td>
              <td className="tabular-nums">
                <ShopTime value={r.balancePaidAt} />
              </td>
              <td>{PRESCRIPTION[r.prescription]}</td>
              <td>
                {r.shippedAt ? (
                  <>
                    <span className="tabular-nums">
                      <ShopTime value={r.shippedAt} />
                    </span>
                    <br />
                    {r.carrier}, {r.trackingNumber}
                  </>
                ) : (
                  "—"
                )}
              </td>
              <td className="tabular-nums">
                <ShopTime value={r.deliveredAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
