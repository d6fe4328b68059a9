import { Link } from "react-router";
import { AccessoryCredit, PaySplit, Price, useCurrency } from "~/components/price";
import { HARDWARE } from "~/content/claims";
import { pageMeta } from "~/lib/seo";
import { baseQuote } from "~/lib/pricing";
import { preorderButtonLabel, useCountryInfo } from "~/lib/use-country-info";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Luxid Vue Glass: AR smart glasses with a private 180-inch screen",
    fullTitle: true,
    description:
      "Vue Glass AR smart glasses: a private 180-inch virtual screen, 78 g, 8+ hours of battery. Pre-order with a 20% booking.",
  });

export default function Home() {
  const currency = useCurrency();
  const quote = baseQuote(currency);
  const { info } = useCountryInfo();
  return (
    <>
      <section id="hero" className="container-page flex min-h-[70vh] flex-col justify-center py-20">
        <p className="text-xs font-semibold tracking-[0.2em] text-brand-300 uppercase">Meet Vue Glass</p>
        <h1 className="mt-4 max-w-4xl font-display text-display font-semibold text-white">
          Your private <span className="text-gradient">{HARDWARE.virtualScreen} screen</span>, anywhere.
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-mist-300">
          AR smart glasses that put a cinema-sized screen in front of you, keep your head up and your content
          private. {HARDWARE.weightGrams} g, USB-C plug and play.
        </p>
        <div className="mt-10 flex flex-wrap items-center gap-4">
          <Link
            to="/preorder?items=glasses"
            className="rounded-full bg-white px-7 py-3.5 font-semibold text-ink-950 hover:bg-mist-100"
          >
            {preorderButtonLabel(info)}
          </Link>
          <Link
            to="/features"
            className="rounded-full border border-white/15 px-7 py-3.5 font-medium text-white"
          >
            Explore features
          </Link>
        </div>
      </section>
      <section id="pricing" aria-labelledby="pricing-title" className="container-page py-20">
        <h2 id="pricing-title" className="font-display text-headline font-semibold text-white">
          Pre-order pricing
        </h2>
        <div className="surface mt-8 max-w-xl p-8">
          <Price amount={quote.total} currency={currency} className="text-4xl" />
          <PaySplit quote={quote} className="mt-4" />
          <AccessoryCredit currency={currency} className="mt-2" />
        </div>
      </section>
    </>
  );
}
