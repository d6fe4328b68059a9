import { data, type RouterContextProvider } from "react-router";
import type { $ZodType, output } from "zod/v4/core";
import type { AppServices } from "~/features/app-context.server";
import type { ActionResult } from "../contract";
import { consoleSubmission } from "./console-submission.server";
import { notFound, UUID } from "./not-found.server";

type StepResult = { ok: true; message: string } | { ok: false; status: number; error: string };

/**
 * The action of an order's confirmation step (cancel, refund): the form parsed with its schema,
 * then `run` on the order with who acts and the values. A refusal (the refund changed since the
 * page was drawn, the order moved on) is said above the form, what was typed kept.
 */
export async function orderStepAction<Schema extends $ZodType<Record<string, unknown>>>(
  args: { params: { id: string }; context: Readonly<RouterContextProvider> },
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
