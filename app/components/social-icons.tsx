import type { ReactNode, SVGProps } from "react";
import { SOCIAL_NETWORKS } from "~/content/site";

type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Brand marks drawn locally (the icon set carries no brand logos): one path each, on a 24 × 24 grid. */
const MARKS: Record<SocialNetwork["key"], string> = {
  linkedin:
    "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1V21h-4v-4.9c0-1.17-.02-2.68-1.63-2.68-1.64 0-1.89 1.28-1.89 2.6V21h-4V9.75Z",
  instagram:
    "M12 2.2c3.2 0 3.58.01 4.85.07 3.25.15 4.77 1.69 4.92 4.92.06 1.27.07 1.65.07 4.85s-.01 3.58-.07 4.85c-.15 3.23-1.66 4.77-4.92 4.92-1.27.06-1.65.07-4.85.07s-3.58-.01-4.85-.07c-3.26-.15-4.77-1.7-4.92-4.92C2.17 15.58 2.16 15.2 2.16 12s.01-3.58.07-4.85C2.38 3.92 3.9 2.38 7.15 2.23 8.42 2.17 8.8 2.16 12 2.16ZM12 6.86a5.14 5.14 0 1 0 0 10.28 5.14 5.14 0 0 0 0-10.28Zm0 8.47a3.33 3.33 0 1 1 0-6.66 3.33 3.33 0 0 1 0 6.66Zm5.34-9.87a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4Z",
  x: "M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.73H5.58l11.1 14.47Z",
  youtube:
    "M23.5 6.2a3 3 0 0 0-2.1-2.13C19.5 3.55 12 3.55 12 3.55s-7.5 0-9.4.52A3 3 0 0 0 .5 6.2 31.4 31.4 0 0 0 0 12a31.4 31.4 0 0 0 .5 5.8 3 3 0 0 0 2.1 2.13c1.9.52 9.4.52 9.4.52s7.5 0 9.4-.52a3 3 0 0 0 2.1-2.13A31.4 31.4 0 0 0 24 12a31.4 31.4 0 0 0-.5-5.8ZM9.6 15.57V8.43L15.82 12 9.6 15.57Z",
};

export function SocialIcon({
  network,
  ...props
}: { network: SocialNetwork["key"] } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden {...props}>
      <path d={MARKS[network]} />
    </svg>
  );
}

/** The profiles a deployment configured; a network without one is left out. */
type SocialProfiles = Record<SocialNetwork["key"], string | null>;

/**
 * Luxid's configured social profiles as a list of links, each opening in a new tab (nothing at all
 * when none is configured); `children` draws a link's content, which must name the network
 * (visibly or for screen readers).
 */
export function SocialLinks({
  social,
  className,
  linkClassName,
  label,
  children,
}: {
  social: SocialProfiles;
  className: string;
  linkClassName: string;
  /** The list's accessible name, where no heading names it. */
  label?: string;
  children: (network: SocialNetwork) => ReactNode;
}) {
  const configured = SOCIAL_NETWORKS.filter((network) => social[network.key]);
  if (configured.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {configured.map((network) => (
        <li key={network.key}>
          <a href={social[network.key]!} target="_blank" rel="noopener noreferrer" className={linkClassName}>
            {children(network)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The row of brand marks in the header and the footer. */
export function SocialIconLinks(props: { social: SocialProfiles; className: string; linkClassName: string }) {
  return (
    <SocialLinks {...props} label="Luxid on social media">
      {({ key, label }) => (
        <>
          <SocialIcon network={key} className="size-4" />
          <span className="sr-only">{label} (opens in a new tab)</span>
        </>
      )}
    </SocialLinks>
  );
}
