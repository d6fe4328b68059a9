import { afterAll, beforeAll } from "vitest";
import { startApp, type TestApp } from "./app";
import type { EngineFactory, TestDatabase } from "./engines";

/**
 * The shop of one describe block: a fresh database on `engine` and the app on it with
 * `environment`, started before the block's tests (handed to `started`) and stopped after them.
 */
export function shopForBlock(
  engine: EngineFactory,
  environment: Record<string, string>,
  started: (shop: { db: TestDatabase; app: TestApp }) => void,
): void {
  let db: TestDatabase | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    db = await engine.create();
    app = await startApp({ ...db.env, ...environment });
    started({ db, app });
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });
}
