import { liveIsland } from "~/components/island/live-island";
import { Toaster } from "./toaster";

/** The toaster of a page of live islands: the islands' toasts show here (one store, one bundle). */
export default liveIsland("toaster", Toaster);
