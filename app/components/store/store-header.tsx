import { Icon } from "~/components/icon/icon";
import { WARRANTY } from "~/content/claims";
import { BUNDLE_DISCOUNT_PERCENT } from "~/lib/pricing";

const PERKS = [
  { icon: "gift", text: "Free prescription lenses with Vue Glass" },
  { icon: "percent", text: `${BUNDLE_DISCOUNT_PERCENT}% off when you bundle two or more` },
  { icon: "shield-check", text: `${WARRANTY.label} on everything` },
  { icon: "globe", text: "Worldwide shipping" },
] as const;

/** The store's heading, its promise and the perks that come with every order. */
export function StoreHeader() {
  return (
    <header className="container-page pt-16 pb-10 md:pt-24 md:pb-14">
      <p className="text-xs font-semibold tracking-[0.2em] text-brand-300 uppercase">Store</p>
      <h1 className="mt-3 max-w-4xl font-display text-headline font-semibold text-white">
        Vue Glass and its accessories,{" "}
        <span className="bg-linear-to-r from-brand-300 to-aurora-400 bg-clip-text text-transparent">
          open for pre-order.
        </span>
      </h1>
      <p className="mt-5 max-w-2xl text-lg leading-relaxed text-mist-300">
        Vue Glass and the accessories that make it yours: control, connectivity and privacy. Prices are shown
        in your currency.
      </p>
      <ul className="mt-8 flex flex-wrap gap-2">
        {PERKS.map(({ icon, text }) => (
          <li
            key={text}
            className="inline-flex items-center gap-2 rounded-full border border-white/10 bg-white/[0.03] px-4 py-2 text-sm text-mist-300"
          >
            <Icon name={icon} aria-hidden="true" className="size-4 text-brand-300" />
            {text}
          </li>
        ))}
      </ul>
    </header>
  );
}
