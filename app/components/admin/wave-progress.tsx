import { Link } from "react-router";
import type { WaveProgress } from "~/features/fulfilment/server/fulfilment-view.server";
import { FULFILMENT_LISTS, type FulfilmentList } from "~/features/fulfilment/shipping-contract";
import { calendarDateWords } from "~/lib/delivery-window";
import { ConsoleTable } from "./console-table";
import { ShopTime } from "./shop-time";

const COLUMNS: readonly { list: FulfilmentList; key: keyof WaveProgress; heading: string }[] = [
  { list: "all", key: "orders", heading: "Orders" },
  { list: "sent", key: "sent", heading: "Link sent" },
  { list: "paid", key: "paid", heading: FULFILMENT_LISTS.paid },
  { list: "overdue", key: "overdue", heading: "Overdue" },
  {
    list: "prescription_missing",
    key: "prescriptionMissing",
    heading: FULFILMENT_LISTS.prescription_missing,
  },
  { list: "shipped", key: "shipped", heading: FULFILMENT_LISTS.shipped },
  { list: "delivered", key: "delivered", heading: FULFILMENT_LISTS.delivered },
];

/** Where a figure's orders are listed. */
export const listPath = (list: FulfilmentList, wave?: string) =>
  `/admin/fulfilment/orders?list=${list}${wave ? `&wave=${wave}` : ""}`;

/** Each wave's orders counted at each step; every figure links to the orders behind it. */
export function WaveProgressTable({ waves }: { waves: readonly WaveProgress[] }) {
  if (waves.length === 0) return <p className="text-mist-300">No delivery wave has been opened yet.</p>;
  return (
    <ConsoleTable
      caption="Delivery waves and their progress"
      columns={["Ship date", "Opened", ...COLUMNS.map((c) => c.heading)]}
      figuresFrom={2}
      dense
    >
      {waves.map((w) => (
        <tr key={w.id} className="border-t border-ink-700">
          <th scope="row" className="py-2 font-normal">
            {calendarDateWords(w.shipDate)}
            {w.testOrder ? <span className="ml-2 rounded bg-ink-700 px-1.5 text-xs">Test</span> : null}
          </th>
          <td className="text-mist-300">
            <ShopTime value={w.createdAt} /> by {w.openedBy}
          </td>
          {COLUMNS.map((c) => (
            <td key={c.key} className="text-right tabular-nums">
              <Link
                to={listPath(c.list, w.id)}
                className="text-brand-300 underline"
                aria-label={`${c.heading}: ${w[c.key] as number} orders of the wave shipping ${calendarDateWords(w.shipDate)}`}
              >
                {w[c.key] as number}
              </Link>
            </td>
          ))}
        </tr>
      ))}
    </ConsoleTable>
  );
}
