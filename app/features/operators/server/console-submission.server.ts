import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import type { $ZodType } from "zod/v4/core";
import { servicesContext } from "~/context.server";
import type { ActionResult } from "../contract";
import { consolePost } from "./guard.server";

/**
 * A console form's post, parsed with its one zod schema (the one `useConsoleForm` renders): who
 * acts, the services and the submission (its `reply` marks the fields of a later refusal), or
 * `refused`, the 400 answer that draws the page again with the fields marked and what was typed.
 */
export function consoleSubmission<Schema extends $ZodType<Record<string, unknown>>>(
  context: Readonly<RouterContextProvider>,
  schema: Schema,
) {
  const { operator, form } = consolePost(context);
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") {
    return { refused: data<ActionResult>({ reply: submission.reply() }, { status: 400 }) } as const;
  }
  return { refused: null, operator, services: context.get(servicesContext), submission } as const;
}
