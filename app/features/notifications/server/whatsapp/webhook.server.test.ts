import { createHmac } from "node:crypto";
import { expect, test } from "vitest";
import { isValidHubSignature, verificationChallenge } from "./webhook.server";

const body = '{"object":"whatsapp_business_account","entry":[]}';
const sign = (secret: string, text: string) =>
  `sha256=${createHmac("sha256", secret).update(text).digest("hex")}`;

test("X-Hub-Signature-256 must sign the exact body with the app secret", () => {
  expect(isValidHubSignature(body, sign("app-secret", body), "app-secret")).toBe(true);
  expect(
    isValidHubSignature(
      body,
      sign("app-secret", body).toUpperCase().replace("SHA256=", "sha256="),
      "app-secret",
    ),
  ).toBe(true);
  expect(isValidHubSignature(`${body} `, sign("app-secret", body), "app-secret")).toBe(false);
  expect(isValidHubSignature(body, sign("other", body), "app-secret")).toBe(false);
  expect(isValidHubSignature(body, sign("app-secret", body).slice("sha256=".length), "app-secret")).toBe(
    false,
  );
  expect(isValidHubSignature(body, null, "app-secret")).toBe(false);
});

test("the handshake answers the challenge for a subscribe with the shop's token only", () => {
  const ask = (mode: string, token: string) =>
    verificationChallenge(
      new URLSearchParams({ "hub.mode": mode, "hub.verify_token": token, "hub.challenge": "42" }),
      "verify-token",
    );
  expect(ask("subscribe", "verify-token")).toBe("42");
  expect(ask("subscribe", "verify-tokem")).toBeNull();
  expect(ask("unsubscribe", "verify-token")).toBeNull();
});
