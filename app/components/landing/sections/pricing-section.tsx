import { Icon } from "~/components/icon/icon";
import { Link } from "react-router";
import { AccessoryCredit, PaySplit, Price } from "~/components/price";
import { ResponsiveImage } from "~/components/responsive-image";
import type { Currency } from "~/content/catalogue";
import { PREORDER_PERKS } from "~/content/claims";
import { deliveryStatement } from "~/lib/delivery-window";
import { baseQuote } from "~/lib/pricing";
import { Reveal } from "../reveal";
import { buttonClass } from "~/components/ui/button";

export function PricingSection({ currency, deliveryStart }: { currency: Currency; deliveryStart: string }) {
  const quote = baseQuote(currency);
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="container-page py-16 md:py-24">
      <Reveal className="surface relative grid overflow-hidden lg:grid-cols-2">
        <div className="p-7 md:p-12">
          <p className="text-xs font-semibold tracking-[0.2em] text-brand-300 uppercase">Pre-order</p>
          <h2 id="pricing-title" className="mt-3 font-display text-headline font-semibold text-white">
            Pre-order pricing
          </h2>
          <div className="mt-6">
            <Price amount={quote.total} currency={currency} className="text-5xl" />
          </div>
          <PaySplit quote={quote} className="mt-4 text-base" />
          <AccessoryCredit currency={currency} className="mt-2 text-base" />
          <ul className="mt-7 grid gap-3 text-sm text-mist-300">
            {[
              PREORDER_PERKS.prescriptionLenses,
              PREORDER_PERKS.balanceHow(currency === "INR"),
              deliveryStatement(deliveryStart),
            ].map((perk) => (
              <li key={perk} className="flex gap-3">
                <Icon name="check" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-400" />
                <span>{perk}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/preorder" className={buttonClass("accent", "xl")}>
              Pre-order now
            </Link>
            <Link to="/store" className={buttonClass("secondary", "xl")}>
              Browse accessories
            </Link>
          </div>
        </div>
        <div className="relative aspect-[4/3] lg:aspect-auto">
          <ResponsiveImage
            name="products/glasses"
            alt="Vue Glass, front view"
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="absolute inset-0 size-full object-cover"
          />
        </div>
      </Reveal>
    </section>
  );
}
