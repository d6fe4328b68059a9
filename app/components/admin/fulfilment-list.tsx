import type { FulfilmentListRow } from "~/features/fulfilment/server/fulfilment-view.server";
import { calendarDateWords } from "~/lib/delivery-window";
import { staffStatusLabel } from "~/features/orders/status-labels";
import { ConsoleTable } from "./console-table";
import { PreorderLink } from "./preorder-link";
import { ShopTime } from "./shop-time";

const PRESCRIPTION: Record<FulfilmentListRow["prescription"], string> = {
  given: "Given",
  override: "Shipped on a reason",
  missing: "Missing",
  not_needed: "Not needed",
};

const COLUMNS = [
  "Reference",
  "State",
  "Wave ships",
  "Link sent",
  "Balance paid",
  "Prescription",
  "Shipped",
  "Delivered",
];

/** Orders of a fulfilment figure, in queue order, each linked to its console page. */
export function FulfilmentListTable({ rows }: { rows: readonly FulfilmentListRow[] }) {
  if (rows.length === 0) return <p className="text-mist-300">No order is in this list.</p>;
  return (
    <ConsoleTable caption="Orders in this list" columns={COLUMNS} dense>
      {rows.map((r) => (
        <tr key={r.id} className="border-t border-ink-700 align-top">
          <th scope="row" className="py-2 font-normal">
            <PreorderLink id={r.id} reference={r.reference} />
          </th>
          <td>{staffStatusLabel(r.status)}</td>
          <td>{r.shipDate ? calendarDateWords(r.shipDate) : "—"}</td>
          <td>
            <ShopTime value={r.balanceRequestedAt} />
          </td>
          <td>
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
          <td>
            <ShopTime value={r.deliveredAt} />
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
