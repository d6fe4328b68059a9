import { LandingEffects } from "./landing-effects";
import { MusicButton } from "./music-button";

/**
 * The landing page's floating music control with its page-wide behaviours (welcome toast,
 * reveals, the strip's loop, the header's highlight, smooth in-page links): one island, so the
 * page loads one script for both.
 */
export function LandingControls({ deliveryStatement }: { deliveryStatement: string }) {
  return (
    <>
      <MusicButton />
      <LandingEffects deliveryStatement={deliveryStatement} />
    </>
  );
}
