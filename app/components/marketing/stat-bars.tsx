import { useEffect, useRef, useState } from "react";
import { useStaticPage } from "~/lib/static-page";

export interface StatBar {
  value: string;
  label: string;
  /** How full the bar is drawn, 0–100. */
  percent: number;
}

/**
 * Stat figures with bars that grow once, the first time the list scrolls into view. The bars are
 * drawn full in the server HTML; they start empty only where script runs and motion is welcome
 * (CSS `scripting` and `prefers-reduced-motion`), so without either they are simply static.
 * Transform only: growing bars never move the layout. On a page sent without scripts (ADR 026)
 * they are drawn full and a scroll-driven animation of app.css grows them instead.
 */
export function StatBars({ stats }: { stats: readonly StatBar[] }) {
  const list = useRef<HTMLUListElement>(null);
  const scriptless = useStaticPage() && typeof document === "undefined";
  const [inView, setInView] = useState(scriptless);

  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold: 0.25 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <ul
      ref={list}
      data-in-view={inView}
      className="group grid gap-8 [view-timeline-name:--stat-bars] sm:grid-cols-2 sm:gap-x-10"
      data-testid="stat-bars"
    >
      {stats.map((stat, i) => (
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
                className="h-full origin-left rounded-full bg-gradient-to-r from-brand-400 to-aurora-400 transition-transform duration-[1200ms] ease-out motion-safe:[@media(scripting:enabled)]:group-data-[in-view=false]:scale-x-0"
                style={{ transitionDelay: `${i * 120}ms` }}
              />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
