import { describe } from "vitest";
import { engines, type EngineFactory } from "./engines";

const POSTGRES_SKIP_REASON = "skipped: PostgreSQL only, and TEST_DATABASE_URL is not set";

/**
 * A suite that needs a PostgreSQL server (a link to cut, a clock of its own, a second instance).
 * Without TEST_DATABASE_URL it is still collected, and reported as skipped with its reason, so a
 * run on a machine without PostgreSQL passes and says what it left out (a `describe.each` over no
 * engine leaves the file without a suite, which Vitest fails).
 */
export function describePostgres(title: string, body: (engine: EngineFactory) => void): void {
  const engine = engines().find((e) => e.name === "postgres");
  const unavailable: EngineFactory = {
    name: "postgres",
    create: () => Promise.reject(new Error(POSTGRES_SKIP_REASON)),
  };
  // The default reporter lists a skipped file by name alone: this line says why.
  if (!engine) console.info(`${title}: ${POSTGRES_SKIP_REASON}`);
  describe.skipIf(!engine)(engine ? `${title} on postgres` : `${title} (${POSTGRES_SKIP_REASON})`, () =>
    body(engine ?? unavailable),
  );
}
