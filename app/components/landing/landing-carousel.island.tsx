import { liveIsland } from "~/components/island/live-island";
import { LandingCarousel } from "./landing-carousel";

/** The hero's and the gallery's carousels, live islands of the landing page. */
export default liveIsland("landing-carousel", LandingCarousel);
