import type { BalanceReceipt as Receipt } from "~/features/fulfilment/balance-contract";
import { formatMoney } from "~/lib/money";
import type { Currency } from "~/lib/regions";
import { BalanceSection } from "./balance-section";

// One formatter for the module: building an Intl.DateTimeFormat is the costly part.
const longDate = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" });

/** The balance once paid: how much, when, the credit it used and the accessories it added. */
export function BalanceReceipt({
  receipt,
  currency,
  notice,
}: {
  receipt: Receipt;
  currency: Currency;
  notice: string | null;
}) {
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <BalanceSection state="paid" title="Balance paid" notice={notice ? { tone: "ok", text: notice } : null}>
      <dl className="mt-4 divide-y divide-white/10 border-y border-white/10">
        <div className="flex items-baseline justify-between gap-4 py-3">
          <dt className="text-mist-300">
            {receipt.paidAt ? `Paid on ${longDate.format(new Date(receipt.paidAt))}` : "Paid"}
          </dt>
          <dd className="font-semibold text-white tabular-nums" data-testid="balance-paid-amount">
            {money(receipt.amount)}
          </dd>
        </div>
        {receipt.creditApplied > 0 ? (
          <div className="flex items-baseline justify-between gap-4 py-3">
            <dt className="text-mist-300">Accessory credit used</dt>
            <dd className="text-white tabular-nums">{money(receipt.creditApplied)}</dd>
          </div>
        ) : null}
      </dl>
      {receipt.added.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold text-white">Added with the balance</h3>
          <ul className="mt-2 divide-y divide-white/10">
            {receipt.added.map((item) => (
              <li key={item.productId} className="flex items-baseline justify-between gap-4 py-2">
                <span className="text-mist-100">
                  {item.name} <span className="text-mist-400">× {item.quantity}</span>
                  {item.ringSize !== null ? (
                    <span className="text-mist-400">{`, ring size ${item.ringSize}`}</span>
                  ) : null}
                </span>
                <span className="text-white tabular-nums">{money(item.lineTotal)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </BalanceSection>
  );
}
