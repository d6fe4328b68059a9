import { expect, test } from "vitest";
import { EnvError, parseEnv, publicConfig } from "./env.server";

const keys = {
  RAZORPAY_KEY_ID: "rzp_live_x",
  RAZORPAY_KEY_SECRET: "s3cret",
  RAZORPAY_WEBHOOK_SECRET: "whsec",
};

/** Every seller setting a live shop needs. */
const seller = {
  SELLER_LEGAL_NAME: "Luxid Technologies Private Limited",
  SELLER_GSTIN: "29AAACL1234K1ZK",
  SELLER_ADDRESS: "12 Residency Road, Bengaluru, Karnataka 560025",
  GRIEVANCE_OFFICER: "Asha Rao",
  GRIEVANCE_EMAIL: "grievance@luxid.test",
};

/** The refusal as the start-up prints it: one line, naming the variable. */
function refusal(env: Record<string, string>): string {
  try {
    parseEnv(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected a refusal");
}

test("a fresh machine runs the sandbox", () => {
  const env = parseEnv({});
  expect(env.PAYMENTS_MODE).toBe("sandbox");
  expect(publicConfig(env).paymentsMode).toBe("sandbox");
});

test("with all Razorpay keys and no PAYMENTS_MODE: razorpay", () => {
  expect(parseEnv({ ...keys, ...seller }).PAYMENTS_MODE).toBe("razorpay");
});

test("a live shop without its seller refuses in one line naming every missing setting", () => {
  const message = refusal({ ...keys, SELLER_LEGAL_NAME: seller.SELLER_LEGAL_NAME });
  expect(message).not.toContain("\n");
  for (const name of ["SELLER_GSTIN", "SELLER_ADDRESS", "GRIEVANCE_OFFICER", "GRIEVANCE_EMAIL"]) {
    expect(message).toContain(name);
  }
  expect(message).not.toContain("SELLER_LEGAL_NAME");
});

test("a GSTIN with a wrong check character or shape is refused by name", () => {
  expect(refusal({ SELLER_GSTIN: "29AAACL1234K1Z5" })).toContain("SELLER_GSTIN: has a wrong check character");
  expect(refusal({ SELLER_GSTIN: "29AAACL1234" })).toContain("SELLER_GSTIN: must be a 15-character GSTIN");
});

test("a live shop's seller is the configured one; its state is the GSTIN's", () => {
  const env = parseEnv({
    ...keys,
    ...seller,
    SELLER_GSTIN: "29aaacl1234k1zk",
    SELLER_LUT: "AD290325000111X",
  });
  expect(env.SELLER).toMatchObject({
    legalName: seller.SELLER_LEGAL_NAME,
    gstin: "29AAACL1234K1ZK",
    stateCode: "29",
    lut: "AD290325000111X",
    test: false,
  });
});

test("sandbox and test-key shops name the marked test seller", () => {
  for (const env of [{}, { ...keys, RAZORPAY_KEY_ID: "rzp_test_x" }]) {
    const { seller: shown } = publicConfig(parseEnv(env));
    expect(shown.test).toBe(true);
    expect(shown.legalName).toMatch(/test/i);
  }
});

test.each([
  ["a key id without its secret", { RAZORPAY_KEY_ID: "rzp_live_x" }, "RAZORPAY_KEY_SECRET"],
  ["a secret without its key id", { RAZORPAY_KEY_SECRET: "s" }, "RAZORPAY_KEY_ID"],
  [
    "razorpay mode without a webhook secret",
    { ...keys, RAZORPAY_WEBHOOK_SECRET: "" },
    "RAZORPAY_WEBHOOK_SECRET",
  ],
  ["razorpay mode without keys", { PAYMENTS_MODE: "razorpay" }, "RAZORPAY_KEY_ID"],
  ["an https site without keys", { PUBLIC_SITE_URL: "https://luxid.example" }, "PAYMENTS_MODE"],
])("refuses to start with %s, naming %s in one line", (_, env, variable) => {
  const message = refusal(env);
  expect(message).toContain(variable);
  expect(message).not.toContain("\n");
});

test("an https test shop says so explicitly; the keys are then ignored", () => {
  const env = parseEnv({ PUBLIC_SITE_URL: "https://test.luxid.example", PAYMENTS_MODE: "sandbox", ...keys });
  expect(env.PAYMENTS_MODE).toBe("sandbox");
  expect(env.RAZORPAY_KEY_ID).toBeUndefined();
});

test("TRUST_PROXY=true means one hop, never every hop", () => {
  expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
  expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
});

test("contact defaults: addresses on the site's own domain, no phone or WhatsApp until set", () => {
  const env = parseEnv({ PUBLIC_SITE_URL: "https://www.luxid.in/", PAYMENTS_MODE: "sandbox" });
  expect(env.SUPPORT_EMAIL).toBe("support@luxid.in");
  expect(env.MAIL_FROM).toBe("Luxid <orders@luxid.in>");
  const config = publicConfig(env);
  expect(config.supportPhone).toBeNull();
  expect(config.whatsappUrl).toBeNull();
});

test("contact settings are used as given; WhatsApp links by its digits", () => {
  const config = publicConfig(
    parseEnv({
      SUPPORT_EMAIL: "care@luxid.test",
      SUPPORT_PHONE: "+91 80 4718 2200",
      WHATSAPP_NUMBER: "+91 98450-12345",
    }),
  );
  expect(config).toMatchObject({
    supportEmail: "care@luxid.test",
    supportPhone: "+91 80 4718 2200",
    whatsappNumber: "+91 98450-12345",
    whatsappUrl: "https://wa.me/919845012345",
  });
});

test("a placeholder number or a malformed one stops start-up, naming the variable", () => {
  expect(() => parseEnv({ SUPPORT_PHONE: "+91-00000-00000" })).toThrow(
    /SUPPORT_PHONE: looks like a placeholder/,
  );
  expect(() => parseEnv({ WHATSAPP_NUMBER: "call us" })).toThrow(EnvError);
  expect(() => parseEnv({ WHATSAPP_NUMBER: "call us" })).toThrow(/WHATSAPP_NUMBER/);
});

test("console sessions last 7 days at most unless set; a malformed or zero lifetime stops start-up", () => {
  expect(parseEnv({}).OPERATOR_SESSION_MAX_AGE_HOURS).toBe(168);
  expect(parseEnv({ OPERATOR_SESSION_MAX_AGE_HOURS: "24" }).OPERATOR_SESSION_MAX_AGE_HOURS).toBe(24);
  expect(refusal({ OPERATOR_SESSION_MAX_AGE_HOURS: "0" })).toMatch(/OPERATOR_SESSION_MAX_AGE_HOURS/);
  expect(refusal({ OPERATOR_SESSION_MAX_AGE_HOURS: "a week" })).toMatch(/OPERATOR_SESSION_MAX_AGE_HOURS/);
  expect(refusal({ OPERATOR_SESSION_MAX_AGE_HOURS: "1.5" })).toMatch(/OPERATOR_SESSION_MAX_AGE_HOURS/);
});

test("DELIVERY_START is a year and month, September 2027 unless set, and reaches the browser", () => {
  expect(parseEnv({}).DELIVERY_START).toBe("2027-09");
  expect(publicConfig(parseEnv({ DELIVERY_START: "2028-01" })).deliveryStart).toBe("2028-01");
  for (const value of ["2027-9", "2027-13", "September 2027", "2027-09-30"]) {
    expect(refusal({ DELIVERY_START: value })).toContain("DELIVERY_START");
  }
});

test("SHOP_TIME_ZONE is India's unless set; a name the runtime does not know stops start-up in one line", () => {
  expect(parseEnv({}).SHOP_TIME_ZONE).toBe("Asia/Kolkata");
  expect(parseEnv({ SHOP_TIME_ZONE: "Europe/Berlin" }).SHOP_TIME_ZONE).toBe("Europe/Berlin");
  const message = refusal({ SHOP_TIME_ZONE: "Asia/Bengaluru" });
  const line = message.split("\n").find((l) => l.includes("SHOP_TIME_ZONE"));
  expect(line?.trim()).toBe(
    "SHOP_TIME_ZONE: must be an IANA time zone name, e.g. Asia/Kolkata or Europe/Berlin",
  );
});

test("WhatsApp's Cloud API settings: all four or none; partial ones stop start-up naming what is missing", () => {
  const all = {
    WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
    WHATSAPP_ACCESS_TOKEN: "EAAG-token",
    WHATSAPP_APP_SECRET: "app-secret",
    WHATSAPP_VERIFY_TOKEN: "verify-token-1",
  };
  expect(parseEnv(all).WHATSAPP_API_BASE).toBe("https://graph.facebook.com/v21.0");
  expect(publicConfig(parseEnv(all)).whatsappUpdates).toBe(true);
  expect(() => parseEnv({ ...all, WHATSAPP_APP_SECRET: "" })).toThrow(/WHATSAPP_APP_SECRET missing/);
  expect(() => parseEnv({ WHATSAPP_ACCESS_TOKEN: "EAAG-token" })).toThrow(EnvError);
  // No settings: a live shop promises nothing on WhatsApp; a test shop writes the messages as files.
  const live = {
    PAYMENTS_MODE: "razorpay",
    RAZORPAY_KEY_ID: "rzp_live_x",
    RAZORPAY_KEY_SECRET: "s",
    RAZORPAY_WEBHOOK_SECRET: "w",
    ...seller,
  };
  expect(publicConfig(parseEnv(live)).whatsappUpdates).toBe(false);
  expect(publicConfig(parseEnv({})).whatsappUpdates).toBe(true);
});
