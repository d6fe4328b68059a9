import { GRIEVANCE_PROMISE } from "~/content/tax";
import type { PublicConfig } from "~/lib/env.server";

/**
 * The seller and its grievance officer, as the e-commerce rules ask every seller to name them:
 * who, how to reach them, and how soon a complaint is acknowledged and resolved.
 */
export function GrievanceOfficer({ seller }: { seller: PublicConfig["seller"] }) {
  return (
    <section aria-labelledby="grievance-title" className="container-page pb-16">
      <div className="surface grid gap-6 p-8 md:grid-cols-2 md:p-10">
        <div>
          <h2 id="grievance-title" className="font-display text-2xl font-semibold text-white">
            Grievance officer
          </h2>
          <p className="mt-2 text-mist-300">
            A complaint about an order, a product or this site is acknowledged within{" "}
            {GRIEVANCE_PROMISE.acknowledgeHours} hours and resolved within {GRIEVANCE_PROMISE.resolveWithin}{" "}
            of receipt.
          </p>
          <dl className="mt-5 grid gap-2 text-mist-100">
            <div>
              <dt className="sr-only">Name</dt>
              <dd className="font-semibold text-white">{seller.grievance.officer}</dd>
            </div>
            <div>
              <dt className="inline text-mist-400">E-mail: </dt>
              <dd className="inline">
                <a
                  className="underline decoration-brand-300/50 underline-offset-4 hover:decoration-brand-300"
                  href={`mailto:${seller.grievance.email}`}
                >
                  {seller.grievance.email}
                </a>
              </dd>
            </div>
            {seller.grievance.phone && (
              <div>
                <dt className="inline text-mist-400">Phone: </dt>
                <dd className="inline">
                  <a
                    className="underline decoration-brand-300/50 underline-offset-4 hover:decoration-brand-300"
                    href={`tel:${seller.grievance.phone.replace(/[^+\d]/g, "")}`}
                  >
                    {seller.grievance.phone}
                  </a>
                </dd>
              </div>
            )}
          </dl>
        </div>
        <div>
          <h3 className="font-display text-lg font-semibold text-white">The seller</h3>
          <p className="mt-2 text-mist-100">{seller.legalName}</p>
          <p className="mt-1 text-mist-300">{seller.address}</p>
          <p className="mt-1 text-mist-300">GSTIN {seller.gstin}</p>
        </div>
      </div>
    </section>
  );
}
