import { Icon } from "~/components/icon/icon";
import { Link } from "react-router";

/** The global delivery announcement above the header on every page; it scrolls away with the page. */
export function DeliveryBanner({ statement }: { statement: string }) {
  return (
    <aside
      aria-label="Delivery"
      className="border-b border-white/8 bg-gradient-to-r from-brand-500/15 via-aurora-500/15 to-brand-500/15 text-center text-xs text-mist-100 md:text-sm"
    >
      <p className="container-page flex items-center justify-center gap-2 py-2">
        <Icon name="truck" aria-hidden="true" className="size-4 shrink-0 text-brand-300" />
        <span>
          Worldwide shipping. {statement}{" "}
          <Link to="/shipping-policy" className="font-semibold text-white underline underline-offset-2">
            Shipping details
          </Link>
        </span>
      </p>
    </aside>
  );
}
