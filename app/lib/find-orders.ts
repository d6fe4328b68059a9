/**
 * Where a buyer who lost an order's link asks for it again (one e-mail with a link to every order
 * on the address). Linked from the site's footer, the order page's not-found answer and the
 * footer of every e-mail to a buyer, so it lives below them all.
 */
export const FIND_ORDERS_PATH = "/find-my-orders";
