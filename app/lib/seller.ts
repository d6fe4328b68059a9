import { gstinStateCode } from "./gstin";

/** Who sells: named in the footer, on /contact, in the policies and on every GST document. */
export interface Seller {
  legalName: string;
  gstin: string;
  /** The GST state code of the registration (the GSTIN's first two digits). */
  stateCode: string;
  address: string;
  /** The Letter of Undertaking's reference, when exports go without IGST. */
  lut: string | null;
  grievance: { officer: string; email: string; phone: string | null };
  /** True for the sandbox's stand-in: every page and document made with it says so. */
  test: boolean;
}

/**
 * The stand-in of a shop that takes no real money. Its GSTIN has a valid check character (so the
 * documents' code paths are the live ones) and a PAN no one holds (AAAAA0000A).
 */
const TEST_SELLER = {
  SELLER_LEGAL_NAME: "Luxid Test Seller (sandbox, not a registered business)",
  SELLER_GSTIN: "29AAAAA0000A1ZY",
  SELLER_ADDRESS: "Test address, Bengaluru, Karnataka 560001, India",
  GRIEVANCE_OFFICER: "Test Grievance Officer (sandbox)",
} as const;

const REQUIRED = [
  "SELLER_LEGAL_NAME",
  "SELLER_GSTIN",
  "SELLER_ADDRESS",
  "GRIEVANCE_OFFICER",
  "GRIEVANCE_EMAIL",
] as const;

interface SellerSettings {
  SELLER_LEGAL_NAME?: string | undefined;
  SELLER_GSTIN?: string | undefined;
  SELLER_ADDRESS?: string | undefined;
  SELLER_LUT?: string | undefined;
  GRIEVANCE_OFFICER?: string | undefined;
  GRIEVANCE_EMAIL?: string | undefined;
  GRIEVANCE_PHONE?: string | undefined;
  SUPPORT_EMAIL?: string | undefined;
}

/**
 * The seller from the settings. A live shop (real money) without every required one gets the one
 * line that names what is missing instead; any other shop fills the gaps with the test seller,
 * and is marked test as soon as one value is a stand-in.
 */
export function resolveSeller(env: SellerSettings, live: boolean): Seller | string {
  const missing = REQUIRED.filter((name) => !env[name]);
  if (live && missing.length > 0) {
    return `${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} missing: a shop taking real payments must name its seller and grievance officer`;
  }
  const gstin = env.SELLER_GSTIN ?? TEST_SELLER.SELLER_GSTIN;
  return {
    legalName: env.SELLER_LEGAL_NAME ?? TEST_SELLER.SELLER_LEGAL_NAME,
    gstin,
    stateCode: gstinStateCode(gstin),
    address: env.SELLER_ADDRESS ?? TEST_SELLER.SELLER_ADDRESS,
    lut: env.SELLER_LUT ?? null,
    grievance: {
      officer: env.GRIEVANCE_OFFICER ?? TEST_SELLER.GRIEVANCE_OFFICER,
      email: env.GRIEVANCE_EMAIL ?? env.SUPPORT_EMAIL ?? "grievance@localhost",
      phone: env.GRIEVANCE_PHONE ?? null,
    },
    test: missing.length > 0 || !live,
  };
}

/** What pages show of the seller (all of it is public by law; the flag marks the test stand-in). */
export function publicSeller(seller: Seller) {
  return {
    legalName: seller.legalName,
    gstin: seller.gstin,
    address: seller.address,
    grievance: seller.grievance,
    test: seller.test,
  };
}
