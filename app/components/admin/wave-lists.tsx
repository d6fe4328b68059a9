import { formatMoney } from "~/lib/money";
import type { Currency } from "~/lib/regions";
import { ConsoleTable } from "./console-table";
import { PreorderLink } from "./preorder-link";
import { Panel } from "./ui";
import { ShopTime } from "./shop-time";

export interface WaveRow {
  id: string;
  shipDate: string;
  testOrder: boolean;
  size: number;
  openedBy: string;
  createdAt: string;
  due: number;
  paid: number;
  overdue: number;
}

export interface OverdueRow {
  id: string;
  reference: string;
  currency: Currency;
  remaining: number;
  requestedAt: Date | string | null;
  reminders: number;
  waveId: string | null;
  testOrder: boolean;
}

/** The waves opened so far: when they ship, how many buyers were asked, paid, and are overdue. */
export function WaveTable({ waves }: { waves: WaveRow[] }) {
  return (
    <Panel title="Waves">
      {waves.length === 0 ? (
        <p className="text-mist-300">No wave has been opened yet.</p>
      ) : (
        <ConsoleTable
          caption="Delivery waves opened so far"
          columns={["Opened", "Ship date", "By", "Orders", "Balance paid", "Still due", "Overdue"]}
          figuresFrom={3}
        >
          {waves.map((w) => (
            <tr key={w.id} data-testid="wave-row">
              <td className="whitespace-nowrap">
                <ShopTime value={w.createdAt} />
                {w.testOrder ? <span className="ml-2 text-sm text-warning-400">test</span> : null}
              </td>
              <td className="whitespace-nowrap tabular-nums">{w.shipDate}</td>
              <td className="whitespace-nowrap">{w.openedBy}</td>
              <td className="text-right tabular-nums">{w.size}</td>
              <td className="text-right tabular-nums">{w.paid}</td>
              <td className="text-right tabular-nums">{w.due}</td>
              <td className="text-right tabular-nums">{w.overdue}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </Panel>
  );
}

/** Balances unpaid past the due days, oldest link first, with the reminders already sent. */
export function OverdueList({ rows, dueDays }: { rows: OverdueRow[]; dueDays: number }) {
  return (
    <Panel title={`Overdue balances (link sent more than ${dueDays} days ago)`}>
      {rows.length === 0 ? (
        <p className="text-mist-300">No balance is overdue.</p>
      ) : (
        <ul className="space-y-1" data-testid="overdue-balances">
          {rows.map((r) => (
            <li key={r.id}>
              <PreorderLink id={r.id} reference={r.reference} />{" "}
              {`${formatMoney(r.remaining, r.currency)} remaining, link sent `}
              <ShopTime value={r.requestedAt} />
              {`, ${r.reminders} of 2 reminders sent${r.waveId ? "" : ", outside any wave"}${r.testOrder ? " (test)" : ""}`}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
