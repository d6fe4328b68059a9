import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { startSmtpPeer, type SmtpPeer } from "../support/fakes/smtp-peer";
import { startServerProcess } from "../support/server-process";
import { engines } from "../support/engines";

/**
 * Sign-in must not tell who is an operator by how long it takes. The link used to be sent inside
 * the request (≈7 ms more with the .eml outbox, ≈200 ms more over SMTP for an operator's address);
 * now every address takes the same path and the outbox worker sends the link. Allowed and unknown
 * addresses alternate against the server in its own process, each request timed alone (an
 * operator's link delivered before the next one), and the median of
 * their paired differences must stay within a small margin; the operators' links still arrive.
 */
const ROUNDS = 30;
const operators = Array.from({ length: ROUNDS }, (_, i) => `timing-ops${i}@luxid.example`);
const strangers = Array.from({ length: ROUNDS }, (_, i) => `timing-guest${i}@example.com`);
/** Operators whose links, once delivered, show the worker has finished a stranger's request too. */
const flushers = Array.from({ length: ROUNDS + 3 }, (_, i) => `timing-flush${i}@luxid.example`);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

describe.each(engines())("sign-in timing on $name", (engine) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  test.each(["files", "smtp"] as const)(
    "an operator's address and an unknown one answer in the same time (%s outbox)",
    async (transport) => {
      const database = await engine.create();
      cleanups.push(() => database.drop());
      const dataDir = await mkdtemp(path.join(tmpdir(), "luxid-sign-in-"));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      let smtp: SmtpPeer | undefined;
      if (transport === "smtp") {
        smtp = await startSmtpPeer();
        cleanups.push(() => smtp!.close());
      }
      // The shop runs in its own process, as an attacker would meet it: what its outbox worker
      // does after an answer cannot delay this process reading the answer.
      const server = await startServerProcess({
        ...database.env,
        DATA_DIR: dataDir,
        TRUST_PROXY: "true",
        OPERATOR_EMAILS: [...operators, ...flushers].join(","),
        // The worker is woken by each request; its timer stays out of the way.
        OUTBOX_INTERVAL_MS: "3600000",
        ...(smtp ? { SMTP_URL: smtp.url } : {}),
      });
      cleanups.push(async () => {
        server.child.kill("SIGTERM");
        await server.exited;
      });
      const mailDir = path.join(dataDir, "outbox");
      const delivered = async () =>
        smtp
          ? smtp.messages.length
          : (await readdir(mailDir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml")).length;

      let client = 0;
      let links = 0;
      const post = async (email: string) => {
        const started = performance.now();
        const res = await fetch(`${server.url}/admin`, {
          method: "POST",
          body: new URLSearchParams({ email }),
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin: server.url,
            "x-forwarded-for": `10.77.${Math.floor(++client / 250)}.${client % 250}`,
          },
        });
        const text = await res.text();
        const ms = performance.now() - started;
        expect(res.status).toBe(200);
        expect(text).toContain("If that address belongs to an operator, a sign-in link is on its way.");
        return ms;
      };
      let flushed = 0;
      /**
       * Times one request, then waits until the worker is done with it, so nothing it does
       * overlaps the next: an operator's link delivered, or for any other address (which gets
       * nothing to wait for) a later operator's link, which the worker handles after it.
       */
      const ask = async (email: string, operator: boolean) => {
        const ms = await post(email);
        if (!operator) await post(flushers[flushed++]!);
        await expect.poll(delivered, { timeout: 10_000 }).toBe(++links);
        return ms;
      };

      // Warm-up: the first requests compile and load what later ones reuse.
      for (let i = 0; i < 3; i++) await ask(`warm-up${i}@example.com`, false);
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        // Alternating, and each side first half of the time, so drift hits both alike.
        if (i % 2 === 0) {
          known.push(await ask(operators[i]!, true));
          unknown.push(await ask(strangers[i]!, false));
        } else {
          unknown.push(await ask(strangers[i]!, false));
          known.push(await ask(operators[i]!, true));
        }
      }
      const [k, u] = [median(known), median(unknown)];
      // Each operator request against the unknown one beside it: pairs cancel the machine's drift
      // (other processes come and go), so their median difference is the path's own.
      const paired = median(known.map((ms, i) => ms - unknown[i]!));
      console.info(
        `sign-in ${engine.name}/${transport}: median operator ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms, paired difference ${paired.toFixed(2)} ms`,
      );
      expect(Math.abs(paired)).toBeLessThan(Math.max(4, 0.2 * u));

      // Every operator got a link, and nobody else got anything.
      if (smtp) {
        const recipients = smtp.messages.flatMap((m) => m.to);
        expect(recipients.filter((r) => !r.startsWith("timing-flush")).sort()).toEqual([...operators].sort());
        expect(smtp.messages.every((m) => /\/admin\/verify\?token=/.test(m.raw.replace(/=\r?\n/g, "")))).toBe(
          true,
        );
      } else {
        const files = (await readdir(mailDir)).filter((f) => f.endsWith(".eml"));
        const recipients = await Promise.all(
          files.map(async (f) => /^To: (.+)$/m.exec(await readFile(path.join(mailDir, f), "utf8"))![1]!),
        );
        expect(recipients.filter((r) => !r.startsWith("timing-flush")).sort()).toEqual([...operators].sort());
      }
    },
    120_000,
  );
});
