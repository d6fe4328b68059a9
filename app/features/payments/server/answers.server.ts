/** The JSON answers of the payment endpoints: a status, a body and any headers. */

/** An HTTP answer the route returns as JSON. */
export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export const json = (status: number, body: unknown, headers?: Record<string, string>): Answer => ({
  status,
  body,
  headers,
});
export const badRequest = (error: string, field: string | null) => json(400, { error, field });
export const unavailable = (error: string) => json(503, { error, retryable: true }, { "Retry-After": "5" });
export const preorderNotFound = () => json(404, { error: "Pre-order not found", field: "preorderId" });
