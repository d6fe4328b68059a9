import { data, type RouterContextProvider } from "react-router";
import type { $ZodType, output } from "zod/v4/core";
import { servicesContext, type AppServices } from "~/context.server";
import type { Database } from "~/lib/db.server";
import type { ActionResult } from "../contract";
import { consoleSubmission } from "./console-submission.server";
import { notFound, UUID } from "./not-found.server";

type StepArgs = { params: { id: string }; context: Readonly<RouterContextProvider> };

type StepResult = { ok: true; message: string } | { ok: false; status: number; error: string };

/**
 * The action of an order's confirmation step (cancel, refund): the form parsed with its schema,
 * then `run` on the order with who acts and the values. A refusal (the refund changed since the
 * page was drawn, the order moved on) is said above the form, what was typed kept.
 */
export async function orderStepAction<Schema extends $ZodType<Record<string, unknown>>>(
  args: StepArgs,
  schema: Schema,
  run: (
    services: AppServices,
    input: output<Schema> & { preorderId: string; operatorEmail: string },
  ) => Promise<StepResult>,
) {
  if (!UUID.test(args.params.id)) throw notFound("No such pre-order");
  const post = consoleSubmission(args.context, schema);
  if (post.refused) return post.refused;
  const { operator, services, submission } = post;
  const result = await run(services, {
    ...submission.value,
    preorderId: args.params.id,
    operatorEmail: operator.email,
  });
  if (!result.ok) {
    if (result.status === 404) throw notFound("No such pre-order");
    return data<ActionResult>(
      { reply: submission.reply({ formErrors: [result.error] }) },
      { status: result.status },
    );
  }
  return data<ActionResult>({ message: result.message });
}

/**
 * The loader of an order's confirmation step: what the step would do to the order, read with
 * `read`, or the console's 404 (for an id that is not a UUID, before any query).
 */
export async function orderStepPreview<Preview>(
  args: StepArgs,
  read: (db: Database, preorderId: string) => Promise<Preview | null>,
): Promise<Preview> {
  const { database } = args.context.get(servicesContext);
  const preview = UUID.test(args.params.id) ? await read(database.db, args.params.id) : null;
  if (!preview) throw notFound("No such pre-order");
  return preview;
}
