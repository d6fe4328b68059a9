import { Icon } from "~/components/icon/icon";
import { Link } from "react-router";
import { SectionHeading } from "~/components/marketing/section-heading";
import { Price } from "~/components/price";
import { ResponsiveImage } from "~/components/responsive-image";
import { findProduct, type Currency, type Product } from "~/content/catalogue";
import { priceOf, wasPriceOf } from "~/lib/pricing";
import { Reveal } from "../reveal";
import { buttonClass } from "~/components/ui/button";

const FEATURED_ACCESSORIES = ["vuering", "vulink", "vue-visor"]
  .map((id) => findProduct(id))
  .filter((p): p is Product => p !== undefined);

export function AccessoriesSection({ currency }: { currency: Currency }) {
  return (
    <section id="accessories" aria-labelledby="accessories-title" className="container-page py-16 md:py-24">
      <Reveal className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading id="accessories-title" eyebrow="Featured accessories" title="Make it yours">
          <p>Pre-order prices on the gear that completes Vue Glass.</p>
        </SectionHeading>
        <Link
          to="/store"
          className="inline-flex items-center gap-1.5 font-semibold text-brand-300 hover:text-white"
        >
          Visit the store <Icon name="arrow-right" aria-hidden="true" className="size-4" />
        </Link>
      </Reveal>
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {FEATURED_ACCESSORIES.map((p) => (
          <li key={p.id}>
            <Reveal className="surface group flex h-full flex-col overflow-hidden">
              <ResponsiveImage
                name={p.image}
                alt={p.imageAlt}
                sizes="(min-width: 768px) 33vw, 100vw"
                className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
              />
              <div className="flex flex-1 flex-col p-6">
                <p className="text-xs font-semibold tracking-[0.16em] text-mist-400 uppercase">
                  {p.category}
                </p>
                <h3 className="mt-2 text-xl font-semibold text-white">{p.name}</h3>
                <p className="mt-2 line-clamp-2 text-sm text-mist-300">{p.description}</p>
                <div className="mt-auto flex items-center justify-between gap-4 pt-6">
                  <Price
                    amount={priceOf(p, currency)}
                    was={wasPriceOf(p, currency)}
                    currency={currency}
                    className="text-xl"
                  />
                  <Link to={p.detailPath} className={buttonClass("secondary", "sm")}>
                    View details<span className="sr-only"> of {p.name}</span>
                  </Link>
                </div>
              </div>
            </Reveal>
          </li>
        ))}
      </ul>
    </section>
  );
}
