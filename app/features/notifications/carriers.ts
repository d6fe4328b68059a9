/**
 * Carriers the shop ships with and where a buyer tracks a parcel: the dispatch e-mail links the
 * tracking number to the carrier's own page. A carrier not listed here still ships; the e-mail
 * then names it and gives the number without a link. Pure, so the console can offer the names.
 */
export interface Carrier {
  /** As buyers know it. */
  name: string;
  /** Lower-case spellings an operator may type (CSV uploads), the name's own included. */
  aliases: readonly string[];
  /** The carrier's tracking page for one number. */
  trackingUrl: (trackingNumber: string) => string;
}

const q = encodeURIComponent;

export const CARRIERS: readonly Carrier[] = [
  {
    name: "Delhivery",
    aliases: ["delhivery"],
    trackingUrl: (n) => `https://www.delhivery.com/track/package/${q(n)}`,
  },
  {
    name: "Blue Dart",
    aliases: ["blue dart", "bluedart", "blue dart express"],
    trackingUrl: (n) =>
      `https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=${q(n)}`,
  },
  {
    name: "DTDC",
    aliases: ["dtdc"],
    trackingUrl: (n) => `https://www.dtdc.com/tracking.asp?strCnno=${q(n)}`,
  },
  {
    name: "India Post",
    aliases: ["india post", "indiapost", "speed post", "speedpost"],
    trackingUrl: (n) =>
      `https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?lt=${q(n)}`,
  },
  {
    name: "DHL",
    aliases: ["dhl", "dhl express"],
    trackingUrl: (n) =>
      `https://www.dhl.com/in-en/home/tracking/tracking-express.html?submit=1&tracking-id=${q(n)}`,
  },
  {
    name: "FedEx",
    aliases: ["fedex", "fed ex"],
    trackingUrl: (n) => `https://www.fedex.com/fedextrack/?trknbr=${q(n)}`,
  },
  {
    name: "UPS",
    aliases: ["ups"],
    trackingUrl: (n) => `https://www.ups.com/track?tracknum=${q(n)}`,
  },
];

/** The listed carrier an operator's spelling names ("bluedart", " Blue Dart "), if any. */
export function findCarrier(typed: string): Carrier | undefined {
  const key = typed.trim().toLowerCase().replace(/\s+/g, " ");
  return CARRIERS.find((c) => c.aliases.includes(key));
}

/** The carrier's name as buyers know it, or as typed; and its tracking link when the carrier is listed. */
export function tracking(carrier: string, trackingNumber: string): { carrier: string; url: string | null } {
  const known = findCarrier(carrier);
  return known
    ? { carrier: known.name, url: known.trackingUrl(trackingNumber.trim()) }
    : { carrier: carrier.trim(), url: null };
}
