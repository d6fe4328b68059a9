import { expect, test } from "vitest";
import { parseEnv, publicConfig } from "./env.server";

const keys = {
  RAZORPAY_KEY_ID: "rzp_live_x",
  RAZORPAY_KEY_SECRET: "s3cret",
  RAZORPAY_WEBHOOK_SECRET: "whsec",
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
  expect(parseEnv(keys).PAYMENTS_MODE).toBe("razorpay");
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
