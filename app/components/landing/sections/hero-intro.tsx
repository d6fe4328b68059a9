import { Icon } from "~/components/icon/icon";
import { Link } from "react-router";
import { HARDWARE } from "~/content/claims";
import type { CountryInfo } from "~/lib/country-info";
import { preorderButtonLabel } from "~/lib/preorder-button-label";
import { buttonClass } from "~/components/ui/button";

/**
 * The hero's words and calls to action; the carousel below them is the hero's only moving part.
 * It takes the country info rather than a ready label, so the label is only formatted where the
 * island renders (the server, or a client-side visit), never while the page hydrates.
 */
export function HeroIntro({ info }: { info: CountryInfo }) {
  return (
    <div className="mx-auto max-w-4xl text-center">
      <Link
        to="/store"
        className="inline-flex items-center gap-2 rounded-full border border-white/12 bg-white/[0.04] py-1 pr-3 pl-1 text-xs font-medium text-mist-100 hover:border-white/25 md:text-sm"
      >
        <span className="rounded-full bg-gradient-to-r from-brand-400 to-aurora-400 px-2 py-0.5 text-[0.65rem] font-bold tracking-wider text-ink-950">
          NEW
        </span>
        Accessories are open for pre-order
        <Icon name="arrow-right" aria-hidden="true" className="size-3.5" />
      </Link>
      <h1 id="hero-title" className="mt-6 font-display text-display font-semibold text-white">
        Your private{" "}
        <span className="text-gradient">
          <span className="whitespace-nowrap">{HARDWARE.virtualScreen}</span> screen
        </span>
        , anywhere.
      </h1>
      <p className="mx-auto mt-5 max-w-2xl text-base text-mist-300 md:text-lg">
        AR smart glasses that put a cinema-sized screen in front of you, keep your head up and your content
        private. {HARDWARE.weightGrams} g, USB-C plug and play.
      </p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <Link to="/preorder?items=glasses" className={buttonClass("primary", "xl")}>
          {preorderButtonLabel(info)}
        </Link>
        <Link to="/features" className={buttonClass("secondary", "xl")}>
          Explore features
        </Link>
        <a href="#pricing" className="px-3 py-3.5 text-sm font-medium text-brand-300 hover:text-white">
          See pricing
        </a>
      </div>
    </div>
  );
}
