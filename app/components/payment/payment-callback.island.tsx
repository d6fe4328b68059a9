import { liveIsland } from "~/components/island/live-island";
import { PaymentCallback } from "./payment-callback";

/** The payment callback's verification: asks the server, then shows its answer (ADR 033). */
export default liveIsland("payment-callback", PaymentCallback);
