import pino from "pino";

/** Keys whose values are personal data wherever they appear (at the top level or one object down). */
export const REDACTED_KEYS = ["name", "email", "phone", "whatsapp", "address"] as const;

/**
 * Structured JSON logs. Personal data never reaches them: request logs carry the path without
 * its query string, and known personal fields are redacted if a caller ever passes them.
 */
export function createLogger(level: string, destination: { write(line: string): void }) {
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: [
          ...REDACTED_KEYS,
          ...REDACTED_KEYS.map((key) => `*.${key}`),
          "headers.cookie",
          "headers.authorization",
        ],
        censor: "[redacted]",
      },
    },
    destination,
  );
}

export type Logger = ReturnType<typeof createLogger>;
