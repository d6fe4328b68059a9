import { Icon, type IconName } from "~/components/icon/icon";
import { Link } from "react-router";
import type { FeatureCard, FeatureIcon } from "~/content/features";

const ICONS: Record<FeatureIcon, IconName> = {
  screen: "monitor-play",
  plug: "cable",
  voice: "audio-lines",
  battery: "battery-charging",
  feather: "feather",
  posture: "person-standing",
};

/**
 * The inside of a feature card: icon, title, description, the bullet details (left out when
 * `compact`, as on the landing page) and the card's link (the tech-neck card's). The caller
 * draws the surface around it, a `flex flex-col` box, so the link can sit at its bottom.
 */
export function FeatureCardBody({ card, compact = false }: { card: FeatureCard; compact?: boolean }) {
  const icon = ICONS[card.icon];
  return (
    <>
      <span
        className={`grid place-items-center bg-gradient-to-br from-brand-500/25 to-aurora-500/25 text-brand-300 ${
          compact ? "size-11 rounded-xl" : "size-12 rounded-2xl ring-1 ring-white/10"
        }`}
      >
        <Icon name={icon} aria-hidden="true" className={compact ? "size-5" : "size-6"} />
      </span>
      <h3 className={`mt-5 font-semibold text-white ${compact ? "text-lg" : "font-display text-xl"}`}>
        {card.title}
      </h3>
      <p className={`mt-2 leading-relaxed text-mist-300 ${compact ? "text-sm" : ""}`}>{card.description}</p>
      {!compact && (
        <ul className="mt-5 grid gap-2 border-t border-white/8 pt-5 text-sm text-mist-100">
          {card.details.map((d) => (
            <li key={d} className="flex gap-2.5">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-400" />
              {d}
            </li>
          ))}
        </ul>
      )}
      {card.link && (
        <Link
          to={card.link.to}
          className={`inline-flex items-center gap-1.5 text-sm font-semibold text-brand-300 hover:text-white ${
            compact ? "mt-auto pt-4" : "mt-6 self-start"
          }`}
        >
          {card.link.label}
          <Icon name="arrow-right" aria-hidden="true" className="size-4" />
        </Link>
      )}
    </>
  );
}
