import { liveIsland } from "~/components/island/live-island";
import { AddressForm } from "./address-form";

/** The address and phone correction on the order page: checked in the browser before it is sent. */
export default liveIsland("address-form", AddressForm);
