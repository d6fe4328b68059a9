import { liveIsland } from "~/components/island/live-island";
import { BookingPayment } from "./booking-payment";

/** "Pay the booking" on the order page while it is unpaid: checkout opens in the page. */
export default liveIsland("booking-payment", BookingPayment);
