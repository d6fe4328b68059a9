import { FIND_ORDERS_PATH } from "~/lib/find-orders";
import { buttonClass } from "~/components/ui/button";

/** Something other than a 404 went wrong on the order page. */
export function OrderPageFailed() {
  return (
    <section className="container-page py-24 text-center">
      <title>Something went wrong | Luxid</title>
      <h1 className="font-display text-4xl font-semibold text-white">Something went wrong</h1>
      <p className="mt-4 text-mist-300">
        Please refresh the page. If it keeps happening, write to our support team.
      </p>
    </section>
  );
}

/**
 * A wrong, cut or unknown order link: the same answer for each (nothing is learnt by guessing),
 * and the way to get the link again.
 */
export function OrderLinkNotFound() {
  return (
    <section className="container-page max-w-xl py-20 md:py-28">
      <title>Order link not recognised | Luxid</title>
      <meta name="robots" content="noindex" />
      <h1 className="font-display text-4xl font-semibold text-white">
        This order link does not open an order
      </h1>
      <p className="mt-4 text-lg text-mist-300">
        The link may have been cut short when it was copied, or it belongs to another order. We can e-mail you
        a fresh link to every order on your address.
      </p>
      <a href={FIND_ORDERS_PATH} className={buttonClass("primary", "lg", "mt-8")}>
        Find my orders
      </a>
    </section>
  );
}
