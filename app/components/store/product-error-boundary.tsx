import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { buttonClass } from "~/components/ui/button";

/**
 * A product page's error boundary: a missing product (404 from the loader) says "Product not
 * found" and leads back to the store; anything else is a plain apology, never a stack trace.
 */
export function ProductErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="container-page py-20 md:py-28">
      <title>{notFound ? "Product not found | Luxid" : "Something went wrong | Luxid"}</title>
      <meta name="robots" content="noindex" />
      <p className="text-xs font-semibold tracking-[0.2em] text-brand-300 uppercase">Store</p>
      <h1 className="mt-3 font-display text-4xl font-semibold text-white md:text-5xl">
        {notFound ? "Product not found" : "Something went wrong"}
      </h1>
      <p className="mt-4 max-w-xl text-lg text-mist-300">
        {notFound
          ? "This product is not in our store right now. Browse Vue Glass and the accessories that are."
          : "Please refresh the page. If it keeps happening, write to our support team."}
      </p>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link to="/store" className={buttonClass("primary", "lg")}>
          Back to the Store
        </Link>
        <Link to="/" className={buttonClass("secondary", "lg")}>
          Return to Home
        </Link>
      </div>
    </section>
  );
}
