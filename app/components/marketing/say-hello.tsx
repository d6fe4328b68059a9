import { Icon } from "~/components/icon/icon";
import { Link } from "react-router";
import { POSTAL_ADDRESS } from "~/content/site";
import { useRootData } from "~/lib/root-data";

/** The closing contact strip of /about: the configured support address, the city, a link to /contact. */
export function SayHello() {
  const { config } = useRootData();
  return (
    <section aria-labelledby="about-contact-title" className="container-page pt-6 pb-24">
      <div className="grid gap-8 border-t border-white/8 pt-14 md:grid-cols-[1fr_auto] md:items-center">
        <div>
          <h2 id="about-contact-title" className="font-display text-3xl font-semibold text-white">
            Say hello.
          </h2>
          <ul className="mt-5 grid gap-3 text-mist-300">
            <li className="flex items-center gap-3">
              <Icon name="mail" aria-hidden="true" className="size-5 text-brand-300" />
              <a href={`mailto:${config.supportEmail}`} className="text-white hover:text-brand-300">
                {config.supportEmail}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Icon name="map-pin" aria-hidden="true" className="size-5 text-brand-300" />
              {POSTAL_ADDRESS.addressLocality}, {POSTAL_ADDRESS.addressRegion}, India
            </li>
          </ul>
        </div>
        <Link
          to="/contact"
          className="inline-flex items-center gap-2 font-semibold text-brand-300 hover:text-white"
        >
          All the ways to reach us
          <Icon name="arrow-right" aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
