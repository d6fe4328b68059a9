import { liveIsland } from "~/components/island/live-island";
import { SandboxControls } from "./sandbox-controls";

/** The sandbox checkout page's Pay and Simulate failure: a form that answers one press (ADR 033). */
export default liveIsland("sandbox-controls", SandboxControls);
