export interface StatBar {
  value: string;
  label: string;
  /** How full the bar is drawn, 0–100. */
  percent: number;
}

/**
 * Stat figures with bars, drawn full in the server HTML (no page hydrates whole, ADR 035): a
 * scroll-driven animation of app.css grows them as the list scrolls into view, where motion is
 * welcome. Transform only: growing bars never move the layout.
 */
export function StatBars({ stats }: { stats: readonly StatBar[] }) {
  return (
    <ul
      className="grid gap-8 [view-timeline-name:--stat-bars] sm:grid-cols-2 sm:gap-x-10"
      data-testid="stat-bars"
    >
      {stats.map((stat) => (
        <li key={stat.label}>
          <p className="flex flex-col">
            <span className="font-display text-3xl font-semibold text-white tabular-nums md:text-4xl">
              {stat.value}
            </span>{" "}
            <span className="mt-1 text-mist-300">{stat.label}</span>
          </p>
          <div aria-hidden="true" className="mt-3 h-2 overflow-hidden rounded-full bg-white/6">
            <div className="h-full" style={{ width: `${stat.percent}%` }}>
              <div
                data-bar
                className="h-full origin-left rounded-full bg-gradient-to-r from-brand-400 to-aurora-400"
              />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
