import { Link } from "react-router";
import { FOOTER_GROUPS } from "~/content/footer";
import { TAGLINE } from "~/content/site";
import type { PublicConfig } from "~/lib/env.server";
import { Logo } from "./logo";
import { SocialIconLinks } from "./social-icons";
import { SupportPhoneLinks } from "./support-contacts";

export function SiteFooter({ config }: { config: PublicConfig }) {
  return (
    <footer className="relative border-t border-white/8 bg-ink-950">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="max-w-xs">
          <Link to="/" aria-label="Luxid home">
            <Logo />
          </Link>
          <p className="mt-4 text-sm leading-relaxed text-mist-400">
            {TAGLINE} AR smart glasses designed in Bangalore, shipped worldwide.
          </p>
          <p className="mt-4 text-sm text-mist-300">
            <a className="hover:text-white" href={`mailto:${config.supportEmail}`}>
              {config.supportEmail}
            </a>
          </p>
          <SupportPhoneLinks
            config={config}
            className="mt-2 grid gap-2 text-sm text-mist-300"
            linkClassName="inline-flex items-center gap-2 hover:text-white"
          />
          <SocialIconLinks
            social={config.social}
            className="mt-5 flex gap-2"
            linkClassName="grid size-10 place-items-center rounded-full border border-white/10 text-mist-300 transition-colors hover:border-white/25 hover:text-white"
          />
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="font-sans text-xs font-semibold tracking-[0.16em] text-mist-400 uppercase">
              {group.title}
            </h2>
            {/* The links' look is set once here, not on each of the footer's links. */}
            <ul className="mt-4 grid gap-2.5 text-sm text-mist-300 [&_a]:transition-colors [&_a:hover]:text-white">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/6">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-mist-400 md:flex-row md:items-center md:justify-between">
          <div className="grid gap-1">
            <p>© {new Date().getFullYear()} Luxid. All rights reserved.</p>
            <p data-testid="seller">
              Sold by {config.seller.legalName} · GSTIN {config.seller.gstin} ·{" "}
              <Link to="/contact#grievance-title" className="underline underline-offset-2 hover:text-white">
                Grievance officer
              </Link>
            </p>
          </div>
          <p>Worldwide shipping · 1-year warranty · Secure payments by Razorpay</p>
        </div>
      </div>
    </footer>
  );
}
