import { randomUUID } from "node:crypto";
import { data } from "react-router";
import { OverdueList, WaveTable } from "~/components/admin/wave-lists";
import { WaveForm } from "~/components/admin/wave-form";
import { servicesContext } from "~/context.server";
import { openWaveForm } from "~/features/fulfilment/console-contract";
import { listWaves, overdueBalances } from "~/features/fulfilment/server/wave-list.server";
import { openWave } from "~/features/fulfilment/server/waves.server";
import type { ActionResult } from "~/features/operators/contract";
import { consolePost } from "~/features/operators/server/guard.server";
import { consoleSubmission } from "~/features/operators/server/console-submission.server";
import type { Route } from "./+types/waves";
import { ConsolePage } from "~/components/admin/console-page";
import { counted } from "~/lib/plural";

export const meta: Route.MetaFunction = () => [{ title: "Waves · Luxid console" }];

export async function loader(args: Route.LoaderArgs) {
  const { database, env } = args.context.get(servicesContext);
  const dueDays = env.BALANCE_DUE_DAYS;
  const [waves, overdue] = await Promise.all([
    listWaves(database.db, { dueDays }),
    overdueBalances(database.db, { dueDays }),
  ]);
  return {
    waves,
    overdue,
    dueDays,
    testMode: env.PAYMENTS_MODE === "sandbox",
    today: new Date().toISOString().slice(0, 10),
    // One per render: a double submit of this form reuses it and opens one wave.
    idempotencyKey: randomUUID(),
  };
}

/** POST: opens a wave (see openWave); the action and each order's link are in the audit log. */
export async function action(args: Route.ActionArgs) {
  if (consolePost(args.context).form.get("intent") !== "open-wave") {
    return data<ActionResult>({ error: "Unknown action" }, { status: 400 });
  }
  const post = consoleSubmission(args.context, openWaveForm);
  if (post.refused) return post.refused;
  const { operator, services, submission } = post;
  const { database, env, notifications } = services;
  const result = await openWave(database.db, {
    ...submission.value,
    testOrder: env.PAYMENTS_MODE === "sandbox",
    operatorEmail: operator.email,
  });
  if (!result.ok) {
    return data<ActionResult>(
      { reply: submission.reply({ formErrors: [result.error] }) },
      { status: result.status },
    );
  }
  notifications.outbox.wake();
  const message = result.repeated
    ? `This wave was already opened: ${counted(result.size, "balance link")}, nothing sent again.`
    : `Wave opened: ${result.size} balance ${result.size === 1 ? "link" : "links"} on the way.`;
  return data<ActionResult>({ message });
}

export default function Waves({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <ConsolePage title="Delivery waves">
      <WaveForm
        // A new key after each submission: the next wave is a new one.
        key={d.idempotencyKey}
        idempotencyKey={d.idempotencyKey}
        testMode={d.testMode}
        today={d.today}
        result={actionData}
      />
      <WaveTable waves={d.waves} />
      <OverdueList rows={d.overdue} dueDays={d.dueDays} />
    </ConsolePage>
  );
}
