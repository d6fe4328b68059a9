import { useAnchorLinks } from "./use-anchor-links";
import { useHeaderHighlight } from "./use-header-highlight";
import { useSectionReveal } from "./use-section-reveal";
import { useStripLoop } from "./use-strip-loop";
import { useWelcomeToast } from "./use-welcome-toast";

/**
 * The landing page's page-wide behaviours, which draw nothing of their own: the welcome toast,
 * section reveals, the photo strip's loop, the header's highlight of the section being read, and
 * smooth in-page links.
 */
export function LandingEffects({ deliveryStatement }: { deliveryStatement: string }) {
  useAnchorLinks();
  useHeaderHighlight();
  useWelcomeToast(deliveryStatement);
  useSectionReveal();
  useStripLoop();
  return null;
}
