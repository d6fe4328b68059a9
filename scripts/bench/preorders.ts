/** Many buyers saving a pre-order at once: throughput, latency, and whether every one was kept. */
import { randomUUID } from "node:crypto";
import http from "node:http";
import { performance } from "node:perf_hooks";
import type { Measurement } from "./http.ts";
import { percentile } from "./percentile.ts";

export interface PreorderRun extends Measurement {
  sent: number;
  created: number;
  /** Answers other than 201, by status. */
  others: Record<number, number>;
}

const buyer = {
  name: "Asha Rao",
  phone: "+91 98765 43210",
  whatsapp: "",
  address: "12 MG Road, Bengaluru 560001",
  items: [{ id: "glasses", quantity: 1 }],
  // Time the visitor spent on the form: the anti-bot check wants a human pace.
  fillMs: 20_000,
};

/**
 * `amount` pre-orders from `connections` concurrent buyers, each a different person: their own
 * address, e-mail and idempotency key, so the per-address rate limit (10 a minute) applies to
 * each as it would to a real buyer and never throttles the run.
 *
 * Each buyer is a loop on a kept-alive connection, as a reverse proxy or CDN holds its connections
 * to the app. The loops first save one pre-order each, all at once, which opens the connections;
 * then they run `warmup` saves and, without a pause, the `amount` measured ones. A new process is
 * slow for its first second or so of saves (V8 has not yet optimised the hot path, each pooled
 * database connection fills its catalogue caches on its first statements): with one save per buyer
 * as the only warm-up, every latency above the 90th percentile came from that first second. A shop
 * on launch day has been serving for hours, so the latencies reported are those of a warm process.
 * Warm-up saves are sent and stored like the rest, so the counts (and the lost check) include them.
 * (autocannon, used before, opens new connections for every run, so the measured run began with
 * 200 connections accepted at once: a tenth of a 2 000-save run, and its 99th percentile.)
 */
export async function savePreorders(
  appUrl: string,
  connections: number,
  amount: number,
  warmup: number,
): Promise<PreorderRun> {
  const url = new URL("/api/preorders", appUrl);
  if (url.hostname !== "127.0.0.1") throw new Error("Benchmarks target this machine only");
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let n = 0;
  let created = 0;
  const others: Record<number, number> = {};

  const save = () =>
    new Promise<number>((resolve) => {
      n++;
      const body = JSON.stringify({
        ...buyer,
        email: `buyer-${n}@example.com`,
        idempotencyKey: randomUUID(),
      });
      const req = http.request(
        url,
        {
          method: "POST",
          agent,
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.setTimeout(30_000, () => req.destroy());
      req.on("error", () => resolve(0));
      req.end(body);
    });
  const tally = (status: number) => {
    // 0: no answer (a reset or a timeout), counted as an error below, not as a status.
    if (status === 201) created++;
    else if (status !== 0) others[status] = (others[status] ?? 0) + 1;
  };

  try {
    for (const status of await Promise.all(Array.from({ length: connections }, save))) tally(status);
    const latencies: number[] = [];
    const measuredStatuses: number[] = [];
    let left = warmup + amount;
    let start = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (left > 0) {
          const measured = left <= amount;
          // The first measured save: from here on the rate counts.
          if (left === amount) start = performance.now();
          left--;
          const sentAt = performance.now();
          const status = await save();
          if (measured) {
            latencies.push(performance.now() - sentAt);
            measuredStatuses.push(status);
          }
          tally(status);
        }
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    latencies.sort((a, b) => a - b);
    const measuredErrors = measuredStatuses.filter((status) => status === 0).length;
    return {
      rps: amount / seconds,
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
      errors: measuredErrors,
      non2xx: measuredStatuses.filter((status) => status !== 0 && status !== 201).length,
      sent: connections + warmup + amount,
      created,
      others,
    };
  } finally {
    agent.destroy();
  }
}
