import { liveIsland } from "~/components/island/live-island";
import { BalancePayment } from "./balance-payment";

/** The balance before dispatch on the order page: its total follows the basket, checkout opens in the page. */
export default liveIsland("balance-payment", BalancePayment);
