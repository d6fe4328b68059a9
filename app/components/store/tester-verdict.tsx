import { Icon } from "~/components/icon/icon";
import { CLAIMS } from "~/content/claims";

/**
 * The social proof Vue Glass has: its early testers' satisfaction (claims.ts), said as what it is.
 * Nothing has shipped and no buyer has reviewed it, so there is no star rating and no review
 * markup anywhere; the figure is about Vue Glass, so accessories never show it.
 */
export function TesterVerdict({ short = false, className = "" }: { short?: boolean; className?: string }) {
  return (
    <p className={`flex items-center gap-1.5 text-sm text-mist-300 ${className}`}>
      <Icon name="users" aria-hidden="true" className="size-4 shrink-0 text-brand-300" />
      <span>
        <span className="font-semibold text-white tabular-nums">{CLAIMS.satisfaction}</span>{" "}
        {short ? "tester satisfaction" : `satisfaction among ${CLAIMS.earlyTesters} early testers`}
      </span>
    </p>
  );
}
