/**
 * Carriers the shop ships with, by the name buyers know them under. An operator may type any
 * carrier; a known one is written the one way (a CSV's "bluedart" is "Blue Dart"), and those whose
 * tracking page takes the number in its address get a direct tracking link.
 */

interface Carrier {
  name: string;
  /** Lower-case spellings, spaces and punctuation removed, that mean this carrier. */
  aliases: readonly string[];
  /** The carrier's tracking page for one number, when it takes the number in its address. */
  trackingUrl?: (trackingNumber: string) => string;
}

const CARRIERS: readonly Carrier[] = [
  { name: "Blue Dart", aliases: ["bluedart"] },
  { name: "Delhivery", aliases: ["delhivery"] },
  { name: "DTDC", aliases: ["dtdc"] },
  { name: "India Post", aliases: ["indiapost", "speedpost"] },
  { name: "Ekart", aliases: ["ekart"] },
  { name: "Xpressbees", aliases: ["xpressbees"] },
  {
    name: "DHL",
    aliases: ["dhl", "dhlexpress"],
    trackingUrl: (n) => `https://www.dhl.com/in-en/home/tracking.html?tracking-id=${n}&submit=1`,
  },
  { name: "FedEx", aliases: ["fedex"], trackingUrl: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  { name: "UPS", aliases: ["ups"], trackingUrl: (n) => `https://www.ups.com/track?tracknum=${n}` },
  { name: "Aramex", aliases: ["aramex"] },
];

/** The carriers' names, for a form's suggestions. */
export const KNOWN_CARRIERS: readonly string[] = CARRIERS.map((c) => c.name);

const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

function find(carrier: string): Carrier | undefined {
  const k = key(carrier);
  return CARRIERS.find((c) => c.aliases.includes(k) || key(c.name) === k);
}

/** A carrier as the shop writes it: a known one by its name, any other as typed (spaces tidied). */
export function carrierName(typed: string): string {
  return find(typed)?.name ?? typed.trim().replace(/\s+/g, " ");
}

/** A direct link to the parcel on the carrier's site, or null when the carrier has none. */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const link = find(carrier)?.trackingUrl;
  return link ? link(encodeURIComponent(trackingNumber)) : null;
}
