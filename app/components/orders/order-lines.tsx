import { formatMoney } from "~/lib/money";
import type { Currency } from "~/lib/regions";

export interface OrderLineItem {
  productId: string;
  name: string;
  quantity: number;
  lineTotal: number;
}

/**
 * What was bought and what it adds up to, as the order page and the payment callback show it: one
 * row per item, then label–amount rows. `boxed` draws each list in its own rounded box.
 */
export function OrderLines({
  items,
  amounts,
  currency,
  boxed = false,
}: {
  items: OrderLineItem[];
  amounts: [label: string, value: string][];
  currency: Currency;
  boxed?: boolean;
}) {
  const row = `flex items-baseline justify-between gap-4 py-3 ${boxed ? "px-5" : ""}`;
  const box = boxed ? "rounded-2xl border border-white/10" : "";
  return (
    <>
      <ul className={`mt-3 divide-y divide-white/10 ${box}`}>
        {items.map((item) => (
          <li key={item.productId} className={row}>
            <span className="text-mist-100">
              {item.name} <span className="text-mist-400">× {item.quantity}</span>
            </span>
            <span className="font-semibold text-white tabular-nums">
              {formatMoney(item.lineTotal, currency)}
            </span>
          </li>
        ))}
      </ul>
      <dl className={`divide-y divide-white/10 ${boxed ? `mt-4 ${box}` : "mt-2 border-t border-white/10"}`}>
        {amounts.map(([label, value]) => (
          <div key={label} className={row}>
            <dt className="text-mist-300">{label}</dt>
            <dd className="font-semibold text-white tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
