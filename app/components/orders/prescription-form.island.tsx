import { liveIsland } from "~/components/island/live-island";
import { PrescriptionForm } from "./prescription-form";

/** The prescription's forms on the order page: checked in the browser before they are sent. */
export default liveIsland("prescription-form", PrescriptionForm);
