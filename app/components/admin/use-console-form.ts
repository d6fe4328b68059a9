import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { $ZodType, input, output } from "zod/v4/core";

/**
 * A console form over its one zod schema, the same the action parses with `parseWithZod`. The
 * console is never hydrated (ADR 032): the form posts as a document and the server's answer
 * (`lastResult`) renders its errors, `aria-invalid` and `aria-describedby` included. The schema's
 * constraints (required, min, max, pattern…) become the inputs' attributes, and the form is left
 * to the browser's own validation (`defaultNoValidate: false`; Conform would otherwise render it
 * `noValidate`, expecting to validate it with script), so most mistakes are caught before it posts.
 */
export function useConsoleForm<Schema extends $ZodType<Record<string, unknown>>>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null | undefined,
) {
  return useForm<input<Schema> & Record<string, unknown>, output<Schema>, string[]>({
    id,
    lastResult,
    constraint: getZodConstraint(schema),
    defaultNoValidate: false,
  });
}
