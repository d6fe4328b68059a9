import { expect } from "vitest";
import type { TestApp } from "./app";
import { savePreorder } from "../../app/features/preorder/server/preorders.server";
import { regionForCountry } from "../../app/lib/regions";
import { glassesPreorderRequest } from "./preorder-request";

export const OPERATOR = "ops@luxid.example";

/**
 * A shop for the console's tests: mail in memory (the sign-in link is read from there, beside
 * PostgreSQL too), the client's address from X-Forwarded-For (each test signs in from its own),
 * no rate limits between a test's many requests, and the outbox left to the test.
 */
export function consoleShopEnv(database: Record<string, string>, extra: Record<string, string> = {}) {
  return {
    ...database,
    DATA_DIR: "memory://",
    TRUST_PROXY: "true",
    OPERATOR_EMAILS: OPERATOR,
    RATE_LIMIT_DISABLED: "true",
    OUTBOX_INTERVAL_MS: "3600000",
    ...extra,
  };
}

/** The smallest bytes that pass the server's WebM signature check, then some payload. */
export function webm(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x1a, 0x45, 0xdf, 0xa3]);
  for (let i = 4; i < size; i++) bytes[i] = i % 251;
  return bytes;
}

/** Stores a pre-order (with a voice note) straight through the service, as the API would. */
export async function seedPreorder(
  app: TestApp,
  name = "Asha Rao",
  email = "asha@example.com",
  options: { testOrder?: boolean } = {},
) {
  const saved = await savePreorder(app.running.services.database.db, {
    request: glassesPreorderRequest({ name, email }),
    region: regionForCountry("IN"),
    audio: { mimeType: "audio/webm", data: webm(4_000) },
    testOrder: options.testOrder,
  });
  return saved;
}

/**
 * An HTTP client for the console that keeps one visitor's cookie and IP (per-IP limits then bite
 * only where a test wants them) and posts like a browser on our own origin does.
 */
export function consoleClient(app: TestApp, ip: string) {
  let cookie = "";
  const request = async (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) => {
    const res = await fetch(`${app.url}${path}`, {
      redirect: "manual",
      ...init,
      headers: { "x-forwarded-for": ip, ...(cookie ? { cookie } : {}), ...init.headers },
    });
    const set = res.headers.get("set-cookie");
    if (set) cookie = set.split(";")[0]!.endsWith("=") ? "" : set.split(";")[0]!;
    return res;
  };
  return {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
    get: (path: string, headers: Record<string, string> = {}) => request(path, { headers }),
    post: (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      request(path, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url, ...headers },
      }),
  };
}

/** The sign-in e-mails the in-memory mailer has sent to `to`, oldest first. */
export function signInMails(app: TestApp, to = OPERATOR) {
  const sent = app.running.services.notifications.mailer.sent ?? [];
  return sent.filter((m) => m.to === to && m.subject.includes("sign-in"));
}

/** The sign-in link's token from the last e-mail the in-memory mailer sent to `to`. */
export function lastSignInToken(app: TestApp, to = OPERATOR): string | undefined {
  const mail = signInMails(app, to).at(-1);
  return mail ? /token=([\w-]+)/.exec(mail.text)?.[1] : undefined;
}

/**
 * Asks for a sign-in link as the form does and waits for the outbox worker to send it: the
 * answer and the new link's token.
 */
export async function askForLink(
  app: TestApp,
  client: ReturnType<typeof consoleClient>,
  email = OPERATOR,
): Promise<{ res: Response; token: string }> {
  const before = signInMails(app, email).length;
  const res = await client.post("/admin", { email });
  // The worker was woken by the request; passes run until it has sent the link (hooks included,
  // where expect.poll is not available).
  for (let pass = 0; pass < 50 && signInMails(app, email).length === before; pass++) {
    await app.running.services.notifications.outbox.drain();
  }
  expect(signInMails(app, email)).toHaveLength(before + 1);
  return { res, token: lastSignInToken(app, email)! };
}

/** A console client from `ip`, signed in as `email` through the link the shop mailed. */
export async function signedInConsole(
  app: TestApp,
  ip: string,
  email = OPERATOR,
): Promise<ReturnType<typeof consoleClient>> {
  const client = consoleClient(app, ip);
  const { token } = await askForLink(app, client, email);
  expect((await client.post("/admin/verify", { token })).status).toBe(302);
  return client;
}

/** The CSRF token a console page embeds in its forms. */
export async function csrfOf(res: Response): Promise<string> {
  const html = await res.text();
  const match = /name="csrf" value="([^"]+)"/.exec(html);
  if (!match) throw new Error("no CSRF field on the page");
  return match[1]!;
}
