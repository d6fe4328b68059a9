/** Many buyers saving a pre-order at once: throughput, latency, and whether every one was kept. */
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import { measurementOf, type Measurement } from "./http.ts";

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
 */
export async function savePreorders(
  appUrl: string,
  connections: number,
  amount: number,
): Promise<PreorderRun> {
  let created = 0;
  const others: Record<number, number> = {};
  let n = 0;
  // One save per connection first, as the pages get a second of warm-up: the first requests of a
  // new process pay for compiling its code and opening database connections. They are sent and
  // stored like the rest, so the counts (and the lost check) include them; the rate and
  // latencies are those of the measured run.
  const run = (count: number) =>
    autocannon({
      url: `${appUrl}/api/preorders`,
      connections,
      amount: count,
      timeout: 30,
      requests: [
        {
          method: "POST",
          setupRequest: (req) => {
            n++;
            return {
              ...req,
              headers: {
                "content-type": "application/json",
                "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              },
              body: JSON.stringify({
                ...buyer,
                email: `buyer-${n}@example.com`,
                idempotencyKey: randomUUID(),
              }),
            };
          },
          onResponse: (status) => {
            if (status === 201) created++;
            else others[status] = (others[status] ?? 0) + 1;
          },
        },
      ],
    });
  const warmUp = await run(connections);
  const r = await run(amount);
  return {
    ...measurementOf(r),
    sent: warmUp.requests.sent + r.requests.sent,
    created,
    others,
  };
}
