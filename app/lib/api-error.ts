// The mini build of zod: this schema runs in the browser too.
import { z } from "zod/mini";
import { builtOnFirstUse } from "./built-on-first-use";

/**
 * The body of every refusal a JSON endpoint answers (4xx, 5xx): what went wrong in words a buyer
 * may read, the field at fault (null when it is no one field), `retryable` on a 503 whose
 * request may be sent again as it was, and the order reference when a refused payment has one.
 */
export const apiErrorSchema = builtOnFirstUse(() =>
  z.object({
    error: z.string(),
    field: z.optional(z.nullable(z.string())),
    retryable: z.optional(z.boolean()),
    reference: z.optional(z.string()),
  }),
);
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A refusal's body as the browser reads it, or null when the answer holds no such body. */
export function parseApiError(body: unknown): ApiError | null {
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
