import { countryName } from "~/content/countries";
import { VOICE_NOTE_DELETED } from "~/lib/voice-note-marker";
import { formatMoney } from "~/lib/money";
import { productLabel } from "~/features/orders/status-labels";
import { CancellationBadge, FigureTable, Panel, StatusBadge } from "./ui";
import { type PreorderDetail } from "./types";
import { ShopTime } from "./shop-time";

/** Buyer, items, server-computed amounts and the voice note of one pre-order. */
export function OrderSummary({ detail }: { detail: PreorderDetail }) {
  const { order, items, voiceNote, queuePosition } = detail;
  const money = (minor: number) => formatMoney(minor, order.currency);
  return (
    <>
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="font-mono text-2xl font-semibold text-mist-50">{order.reference}</h1>
        <StatusBadge status={order.status} />
        {order.cancellationRequestedAt ? <CancellationBadge /> : null}
        {queuePosition ? <span className="text-sm text-mist-300">Queue position {queuePosition}</span> : null}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Panel title="Buyer">
          <dl className="grid grid-cols-[6.5rem_1fr] gap-x-2 gap-y-1">
            <dt className="text-mist-300">Name</dt>
            <dd>{order.name}</dd>
            <dt className="text-mist-300">E-mail</dt>
            <dd className="break-all">{order.email}</dd>
            <dt className="text-mist-300">Phone</dt>
            <dd>{order.phone}</dd>
            <dt className="text-mist-300">WhatsApp</dt>
            <dd>{order.whatsapp ?? "—"}</dd>
            <dt className="text-mist-300">Address</dt>
            <dd className="whitespace-pre-line">{order.address}</dd>
            <dt className="text-mist-300">Ships to</dt>
            <dd data-testid="ship-country">{`${countryName(order.country)} (${order.country})`}</dd>
            <dt className="text-mist-300">Created</dt>
            <dd>
              <ShopTime value={order.createdAt} />
            </dd>
            <dt className="text-mist-300">Paid</dt>
            <dd>
              <ShopTime value={order.paidAt} />
            </dd>
          </dl>
        </Panel>
        <Panel title="Items and amounts">
          <FigureTable
            headings={["Product", "Qty", "Line total"]}
            rows={items.map((i) => ({
              key: i.productId,
              // VueRING's ring size is what the warehouse picks: it stands with the product.
              cells: [
                i.ringSize === null
                  ? productLabel(i.productId)
                  : `${productLabel(i.productId)}, ring size ${i.ringSize}`,
                i.quantity,
                money(i.lineTotal),
              ],
            }))}
          />
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-1 tabular-nums">
            <dt className="text-mist-300">Subtotal</dt>
            <dd className="text-right">{money(order.subtotalAmount)}</dd>
            <dt className="text-mist-300">Bundle discount</dt>
            <dd className="text-right">{money(order.bundleDiscount)}</dd>
            <dt className="text-mist-300">Total</dt>
            <dd className="text-right">{money(order.totalAmount)}</dd>
            <dt className="text-mist-300">Booking (charged)</dt>
            <dd className="text-right">{money(order.preorderAmount)}</dd>
            <dt className="text-mist-300">Remaining</dt>
            <dd className="text-right">{money(order.remainingAmount)}</dd>
            <dt className="text-mist-300">Accessory credit</dt>
            <dd className="text-right">{money(order.accessoryCredit)}</dd>
          </dl>
        </Panel>
      </div>
      <Panel title="Voice note">
        {voiceNote ? (
          // A buyer's spoken note has no transcript to offer as captions.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <audio
            controls
            preload="metadata"
            src={`/admin/preorders/${order.id}/voice-note`}
            className="w-full"
            aria-label="Buyer's voice note"
          >
            <a href={`/admin/preorders/${order.id}/voice-note`}>Download the voice note</a>
          </audio>
        ) : order.audioUrl === VOICE_NOTE_DELETED ? (
          <p className="text-mist-300" data-testid="voice-note-deleted">
            Voice note deleted: the order was delivered, cancelled or refunded in full.
          </p>
        ) : (
          <p className="text-mist-300">No voice note.</p>
        )}
      </Panel>
    </>
  );
}
