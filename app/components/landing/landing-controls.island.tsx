import { liveIsland } from "~/components/island/live-island";
import { LandingControls } from "./landing-controls";

/** The landing page's music control and page-wide behaviours, a live island. */
export default liveIsland("landing-controls", LandingControls);
