import { liveIsland } from "~/components/island/live-island";
import { ShareButton } from "./share-button";

/** The share control on a page of live islands: the device's share sheet, the networks, Copy Link. */
export default liveIsland("share-menu", ShareButton);
