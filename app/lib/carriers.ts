/**
 * Carriers the shop ships with and where a buyer tracks a parcel: the one list the console's
 * suggestions, the dispatch e-mail and the order page read. An operator may type any carrier; a
 * known one is written the one way (a CSV's "bluedart" is "Blue Dart") and links the number to
 * the carrier's own tracking page. A carrier not listed still ships: the buyer is given its name
 * and the number, and told to track it on the carrier's site.
 */

export interface Carrier {
  /** As buyers know it. */
  name: string;
  /** Other spellings, lower-case with spaces and punctuation removed ("speedpost"). */
  aliases: readonly string[];
  /** The carrier's tracking page for one number (already encoded for a URL). */
  trackingUrl: (encodedNumber: string) => string;
}

export const CARRIERS: readonly Carrier[] = [
  // The carriers Indian shops use.
  {
    name: "Blue Dart",
    aliases: ["bluedart", "bluedartexpress"],
    trackingUrl: (n) =>
      `https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=${n}`,
  },
  { name: "Delhivery", aliases: [], trackingUrl: (n) => `https://www.delhivery.com/track/package/${n}` },
  { name: "DTDC", aliases: [], trackingUrl: (n) => `https://www.dtdc.com/tracking.asp?strCnno=${n}` },
  {
    name: "Ekart",
    aliases: ["ekartlogistics"],
    trackingUrl: (n) => `https://ekartlogistics.com/shipmenttrack/${n}`,
  },
  {
    name: "Xpressbees",
    aliases: ["expressbees"],
    trackingUrl: (n) => `https://www.xpressbees.com/shipment/tracking?awbNo=${n}`,
  },
  {
    name: "India Post",
    aliases: ["indiapost", "speedpost"],
    trackingUrl: (n) =>
      `https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?lt=${n}`,
  },
  { name: "Shadowfax", aliases: [], trackingUrl: (n) => `https://tracker.shadowfax.in/#/track/${n}` },
  // International. DHL's global page serves every country's parcels in the buyer's language; a
  // country's own page (DHL India's) would greet a buyer in Germany in the wrong market.
  {
    name: "DHL",
    aliases: ["dhlexpress", "dhlecommerce"],
    trackingUrl: (n) => `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${n}&submit=1`,
  },
  { name: "FedEx", aliases: [], trackingUrl: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  { name: "UPS", aliases: [], trackingUrl: (n) => `https://www.ups.com/track?tracknum=${n}` },
  {
    name: "Aramex",
    aliases: [],
    trackingUrl: (n) => `https://www.aramex.com/us/en/track/results?ShipmentNumber=${n}`,
  },
];

/** The carriers' names, for a form's suggestions. */
export const KNOWN_CARRIERS: readonly string[] = CARRIERS.map((c) => c.name);

const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The listed carrier an operator's spelling names ("bluedart", " Blue-Dart "), if any. */
export function findCarrier(typed: string): Carrier | undefined {
  const k = key(typed);
  return CARRIERS.find((c) => key(c.name) === k || c.aliases.includes(k));
}

/** A carrier as the shop writes it: a known one by its name, any other as typed (spaces tidied). */
export function carrierName(typed: string): string {
  return findCarrier(typed)?.name ?? typed.trim().replace(/\s+/g, " ");
}

/** A direct link to the parcel on the carrier's site, or null for a carrier not listed. */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const known = findCarrier(carrier);
  return known ? known.trackingUrl(encodeURIComponent(trackingNumber.trim())) : null;
}

/** The carrier's name as buyers know it, and its tracking link when the carrier is listed. */
export function tracking(carrier: string, trackingNumber: string): { carrier: string; url: string | null } {
  return { carrier: carrierName(carrier), url: trackingUrl(carrier, trackingNumber) };
}
