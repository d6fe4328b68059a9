import { createRequire } from "node:module";
import path from "node:path";
import { isIP } from "node:net";
import { Reader, type CountryResponse } from "maxmind";
import { readFileSync } from "node:fs";
import { DEFAULT_REGION, isCountryCode, regionForCountry, type Region } from "./regions";

/** Looks up the country of an IP address; `undefined` when unknown. */
export type CountryLookup = (ip: string) => string | undefined;

interface GeoWhoisRecord {
  country_code?: string;
}

/**
 * Opens the CC0 ip-location-db country database shipped inside its npm package, once at start-up.
 * It works offline: no request leaves the machine.
 */
export function openCountryLookup(): CountryLookup {
  const require = createRequire(import.meta.url);
  const pkgDir = path.dirname(require.resolve("@ip-location-db/geo-whois-asn-country-mmdb/package.json"));
  const reader = new Reader<GeoWhoisRecord & Partial<CountryResponse>>(
    readFileSync(path.join(pkgDir, "geo-whois-asn-country.mmdb")),
  );
  return (ip) => {
    if (!isIP(ip)) return undefined;
    const record = reader.get(ip);
    return record?.country_code ?? record?.country?.iso_code;
  };
}

export interface RegionSources {
  /** Lower-case name of a trusted CDN country header, when configured. */
  countryHeader?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  /** The client address as Express resolved it (honouring TRUST_PROXY). */
  clientIp: string | undefined;
  lookup: CountryLookup;
}

/** CDN header when configured, else GeoIP of the client address, else India. */
export function resolveRegion(sources: RegionSources): Region {
  if (sources.countryHeader) {
    const value = sources.headers[sources.countryHeader];
    const code = Array.isArray(value) ? value[0] : value;
    // "XX" (unknown) or "T1" (Tor) from the CDN is no answer: fall through to the address.
    if (code && isCountryCode(code)) return regionForCountry(code);
  }
  const ip = normaliseIp(sources.clientIp);
  // Private, loopback and unknown addresses are not in the database and fall through to India.
  const country = ip ? sources.lookup(ip) : undefined;
  return country ? regionForCountry(country) : DEFAULT_REGION;
}

function normaliseIp(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  // IPv4 clients on a dual-stack socket appear as ::ffff:a.b.c.d.
  return ip.startsWith("::ffff:") ? ip.slice(7) : ip;
}
