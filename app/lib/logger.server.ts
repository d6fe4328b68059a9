import pino from "pino";

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
          "name",
          "email",
          "phone",
          "whatsapp",
          "address",
          "*.name",
          "*.email",
          "*.phone",
          "*.whatsapp",
          "*.address",
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
